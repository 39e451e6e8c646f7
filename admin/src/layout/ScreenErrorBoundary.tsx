import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Error as ErrorScreen } from 'react-admin';

interface State {
  error?: Error;
  info?: ErrorInfo;
}

/**
 * A screen that throws shows react-admin's error page inside the frame, menu and app bar
 * still there; the page resets itself when the administrator goes to another screen.
 */
export class ScreenErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = {};

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    this.setState({ error, info });
  }

  override render() {
    const { error, info } = this.state;
    if (!error) return this.props.children;
    return (
      <ErrorScreen
        error={error}
        errorInfo={info}
        resetErrorBoundary={() => this.setState({ error: undefined, info: undefined })}
      />
    );
  }
}
