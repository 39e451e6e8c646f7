import { ExternalLinkIcon } from '../../../components/Icons';
import { registrationLinks } from '../event-links';

/** Where a visitor signs up: each link of the sub-event is a button showing where it leads. */
export function RegistrationLinks({ links, header }: { links: string; header: string }) {
  const hrefs = registrationLinks(links);
  if (hrefs.length === 0) return null;
  return (
    <section className="sub-event__register" aria-labelledby="register-title">
      <h2 id="register-title">Registration</h2>
      <ul className="sub-event__links">
        {hrefs.map((href, i) => {
          const url = new URL(href);
          return (
            <li key={`${i}-${href}`}>
              <a
                className="button button--primary"
                href={href}
                target="_blank"
                rel="noopener noreferrer"
              >
                {hrefs.length === 1 ? 'Register now' : `Link ${i + 1}: ${url.hostname}`}
                <span className="visually-hidden"> for {header} (opens in a new tab)</span>
                <ExternalLinkIcon size={16} />
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
