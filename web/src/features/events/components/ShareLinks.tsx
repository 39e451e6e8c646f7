import { useSiteOrigin } from '../../../hooks/use-published-page';
import type { ReactNode } from 'react';
import { FacebookIcon, LinkedinIcon, MailIcon, WhatsappIcon } from '../../../components/Icons';

const TARGETS: readonly {
  name: string;
  icon: ReactNode;
  href: (url: string, title: string) => string;
}[] = [
  {
    name: 'Facebook',
    icon: <FacebookIcon size={18} />,
    href: (url) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
  },
  {
    name: 'WhatsApp',
    icon: <WhatsappIcon size={18} />,
    href: (url, title) => `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
  },
  {
    name: 'LinkedIn',
    icon: <LinkedinIcon size={18} />,
    href: (url) => `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
  },
  {
    name: 'Email',
    icon: <MailIcon size={18} />,
    href: (url, title) =>
      `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`,
  },
];

/** Share buttons for one page of the site: real share addresses of the page's full URL. */
export function ShareLinks({ title, path }: { title: string; path: string }) {
  const url = new URL(path, useSiteOrigin()).href;
  return (
    <ul className="share-links" aria-label={`Share ${title}`}>
      {TARGETS.map(({ name, icon, href }) => (
        <li key={name}>
          <a
            href={href(url, title)}
            aria-label={`Share on ${name}`}
            {...(name === 'Email' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
          >
            {icon}
          </a>
        </li>
      ))}
    </ul>
  );
}
