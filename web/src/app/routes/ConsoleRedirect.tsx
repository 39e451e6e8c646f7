import { useEffect } from 'react';

/**
 * The old site's admin addresses (/login, /adminDRC) now live in the console, a separate app:
 * a full page load takes the visitor there, replacing this address in the history.
 */
export function ConsoleRedirect({ to }: { to: string }) {
  useEffect(() => window.location.replace(to), [to]);
  return (
    <div className="section page-message">
      <p>
        The admin console has moved: <a href={to}>open it here</a>.
      </p>
    </div>
  );
}
