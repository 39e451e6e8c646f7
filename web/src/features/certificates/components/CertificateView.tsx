import { certificate, fileUrl, messagesFor, type SiteRecord } from '@club/model';
import { use } from 'react';
import { Link } from '../../../lib/router';
import { pictureProps } from '../../../components/picture-props';
import { CheckCircleIcon, DownloadIcon } from '../../../components/Icons';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { usePublishedPage } from '../../../hooks/use-published-page';
import { loadCertificate, type CertificateState } from '../api/get-certificate';
import './certificate.css';

type Certificate = SiteRecord<typeof certificate>;

// What each line of the certificate is called on the page (spec §2).
const LINES: readonly (readonly [keyof Certificate, string])[] = [
  ['name', 'Name'],
  ['event', 'Event'],
  ['univarsity', 'University'],
  ['position', 'Position'],
  ['year', 'Year'],
];

/**
 * The picture fills the certificate's box: at most 52rem (832 px), less its padding of
 * clamp(1.25rem, 4vw, 2.5rem) each side, inside the container's 20 px padding.
 */
const IMAGE_SIZES =
  '(min-width: 1000px) 752px, (min-width: 872px) calc(832px - 8vw), ' +
  '(min-width: 500px) calc(92vw - 40px), calc(100vw - 80px)';

/** A file name the visitor's system accepts: the code, without characters paths forbid. */
const downloadName = (code: string) => `${code.replace(/[\\/:*?"<>|]+/g, '-')}.webp`;

function Valid({ c }: { c: Certificate }) {
  const image = fileUrl(certificate, c.image);
  usePageMeta(
    `Certificate of ${c.name}`,
    `${c.name}: ${c.position}, ${c.event} ${c.year}. Verified by the club.`,
    { image },
  );
  return (
    <article className="certificate">
      <p className="certificate__badge">
        <CheckCircleIcon size={28} />
        <span>Verified by the club</span>
      </p>
      <h1 className="section__title certificate__title">valid certificate</h1>
      <dl className="certificate__lines">
        {LINES.map(([field, label]) => (
          <div key={field}>
            <dt>{label}</dt>
            <dd>{c[field]}</dd>
          </div>
        ))}
      </dl>
      {/* What the QR code leads to, and the page's largest picture: fetched first. */}
      <img
        className="certificate__image"
        {...pictureProps(certificate, c.image, IMAGE_SIZES, 'priority')}
        alt={`The certificate of ${c.name}`}
        width={1400}
        height={1000}
      />
      <a className="button button--primary" href={image} download={downloadName(c.code)}>
        <DownloadIcon size={18} /> Download
      </a>
    </article>
  );
}

/**
 * No certificate has the code. The published page for any such code (the CDN's answer to an
 * address nothing was published at) cannot name it: it was made before anyone typed it.
 */
function Missing({ code }: { code?: string }) {
  usePageMeta('Certificate not found');
  return (
    <div className="page-message">
      <h1 className="section__title">Certificate not found</h1>
      <p>
        {code === undefined ? (
          'No certificate with this code was issued by the club.'
        ) : (
          <>
            No certificate with the code <strong className="certificate__code">{code}</strong> was
            issued by the club.
          </>
        )}{' '}
        Check the address on the certificate, or scan its QR code again.
      </p>
      <Link to="/contact" className="button button--primary">
        Ask the club
      </Link>
    </div>
  );
}

/**
 * Public verification of a certificate, reached from the QR code printed on it; `code` null:
 * the page for any code that was never issued.
 */
export function CertificateView({ code }: { code: string | null }) {
  if (code === null) return <Missing />;
  return <Found code={code} />;
}

function Found({ code }: { code: string }) {
  const published = usePublishedPage()?.certificate;
  // A published certificate page carries its certificate; only one reached by a link in the
  // site (never, today) asks the API.
  const state: CertificateState =
    published?.code === code
      ? { status: 'found', certificate: published }
      : use(loadCertificate(code));
  if (state.status === 'found') return <Valid c={state.certificate} />;
  if (state.status === 'missing') return <Missing code={code} />;
  return (
    <div className="page-message">
      <h1 className="section__title">Certificate verification</h1>
      <p role="alert" className="notice notice--error">
        {messagesFor(certificate).loadFailed}
      </p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => window.location.reload()}
      >
        Try again
      </button>
    </div>
  );
}
