import { Component, type ReactNode } from 'react';

interface State {
  failed: boolean;
}

/**
 * A page whose code could not be downloaded (the connection dropped, or a new version of
 * the site replaced the old files) offers a reload rather than a blank screen.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="section page-message">
        <h1 className="section__title">Something went wrong</h1>
        <p>The page could not be shown. Check your connection and try again.</p>
        <button
          type="button"
          className="button button--primary"
          onClick={() => window.location.reload()}
        >
          Reload the page
        </button>
      </main>
    );
  }
}
