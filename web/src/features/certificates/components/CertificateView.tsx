import {
  certificate,
  certificateAddress,
  CLUB_NAME,
  fileUrl,
  linkedInAddUrl,
  messagesFor,
  type PublicCertificate,
} from '@club/model';
import { lazy, Suspense, use, useState } from 'react';
import { Link } from '../../../lib/router';
import { pictureProps } from '../../../components/picture-props';
import { CheckCircleIcon, DownloadIcon, LinkedinIcon } from '../../../components/Icons';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { usePublishedPage, useSiteOrigin } from '../../../hooks/use-published-page';
import type { Verdict } from '../api/check-credential';
import { loadCertificate, type CertificateState } from '../api/get-certificate';
import { CredentialCheck } from './CredentialCheck';
import { longDate } from './long-date';
import './certificate.css';

type Certificate = PublicCertificate;

// What each line of the certificate is called on the page (spec §2).
const LINES: readonly (readonly ['name' | 'event' | 'univarsity' | 'position' | 'year', string])[] =
  [
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
const safeName = (code: string) => code.replace(/[\\/:*?"<>|]+/g, '-');
const downloadName = (code: string) => `${safeName(code)}.webp`;
/** The signed credential, for a wallet or any verifier (an Open Badges 3.0 file). */
const credentialName = (code: string) => `${safeName(code)}.credential.json`;
const CREDENTIAL_TYPE = 'application/vc+ld+json';

/**
 * The printed page's QR code, with qrcode, in a chunk of its own (about 9 KB gzip'd). Published
 * pages carry it drawn; the browser takes the page over without it and the code over when its
 * chunk is in, in a task of its own, so neither the download nor drawing the code (the
 * mask search is the slow part) holds up the page's start.
 */
const CertificateQr = lazy(() =>
  import('./CertificateQr').then(({ CertificateQr }) => ({ default: CertificateQr })),
);

/** What the page calls the certificate: valid (spec §2), or plainly not. */
const standingOf = (c: Certificate, verdict: Verdict | undefined) => {
  if (c.standing.revoked || verdict?.kind === 'revoked') return 'revoked';
  if (verdict?.kind === 'expired') return 'expired';
  if (verdict?.kind === 'refused') return 'invalid';
  return 'valid';
};

/**
 * The badge above a certificate the club's records call valid. "Verified" only once its
 * signature was checked here: while the check runs, or when it could not run (a fetch failed),
 * the page says what it knows, which is the club's record, and no more.
 */
const validBadge = (hasCredential: boolean, verdict: Verdict | undefined) => {
  if (verdict?.kind === 'valid') return { verified: true, text: 'Verified by the club' };
  if (hasCredential && verdict === undefined)
    // As short as the verdict that replaces it: a longer line wrapped on a phone, and the page
    // jumped (and its largest paint moved) when the check answered.
    return { verified: false, text: 'Checking the signature…' };
  return { verified: false, text: "Valid in the club's records" };
};

const INVALID_BADGE = {
  revoked: 'Revoked by the club',
  expired: 'Expired',
  invalid: 'Signature does not match',
} as const;

function Valid({ c }: { c: Certificate }) {
  const image = fileUrl(certificate, c.image);
  const siteOrigin = useSiteOrigin();
  const [verdict, setVerdict] = useState<Verdict>();
  const standing = standingOf(c, verdict);
  const { revoked, credential } = c.standing;
  const badge = validBadge(Boolean(credential), verdict);
  usePageMeta(
    `Certificate of ${c.name}`,
    `${c.name}: ${c.position}, ${c.event} ${c.year}. ${
      revoked ? 'Revoked by the club.' : "Valid in the club's records."
    }`,
    { image, ...(credential ? { alternate: { type: CREDENTIAL_TYPE, href: credential } } : {}) },
  );
  return (
    <article className={`certificate certificate--${standing}`}>
      {/* Printed, the page stands without the site's header: it names who verified it. */}
      <p className="certificate__issuer">{CLUB_NAME}</p>
      {standing === 'valid' ? (
        <p
          className={`certificate__badge${badge.verified ? '' : ' certificate__badge--unconfirmed'}`}
        >
          {badge.verified ? <CheckCircleIcon size={28} /> : null}
          <span>{badge.text}</span>
        </p>
      ) : (
        <p className="certificate__badge certificate__badge--invalid">
          <span>{INVALID_BADGE[standing]}</span>
        </p>
      )}
      <h1 className="section__title certificate__title">{`${standing} certificate`}</h1>
      {revoked ? (
        <p className="notice notice--error certificate__revoked">
          The club revoked this certificate on {longDate(revoked.on)}. Reason: {revoked.reason}
        </p>
      ) : null}
      <dl className="certificate__lines">
        {LINES.map(([field, label]) => (
          <div key={field}>
            <dt>{label}</dt>
            <dd>{c[field]}</dd>
          </div>
        ))}
        {c.validUntil ? (
          <div>
            <dt>Valid until</dt>
            <dd>{longDate(c.validUntil)}</dd>
          </div>
        ) : null}
      </dl>
      {credential ? (
        <CredentialCheck address={credential} siteOrigin={siteOrigin} onVerdict={setVerdict} />
      ) : null}
      {/* What the QR code leads to, and the page's largest picture: fetched first. */}
      <img
        className="certificate__image"
        {...pictureProps(certificate, c.image, IMAGE_SIZES, 'priority')}
        alt={`The certificate of ${c.name}`}
        width={1400}
        height={1000}
      />
      <div className="certificate__actions">
        <a className="button button--primary" href={image} download={downloadName(c.code)}>
          <DownloadIcon size={18} /> Download
        </a>
        {revoked ? null : (
          <a
            className="button button--secondary"
            href={linkedInAddUrl(
              { ...c, issuedAt: c.standing.issuedAt, validUntil: c.validUntil },
              siteOrigin,
            )}
            target="_blank"
            rel="noopener noreferrer"
          >
            <LinkedinIcon size={18} /> Add to LinkedIn
            <span className="visually-hidden"> (opens LinkedIn in a new tab)</span>
          </a>
        )}
        {credential ? (
          <a
            className="button button--secondary"
            href={credential}
            type={CREDENTIAL_TYPE}
            download={credentialName(c.code)}
          >
            <DownloadIcon size={18} /> Download credential
          </a>
        ) : null}
      </div>
      {/* On paper only: on screen the visitor is already where it leads. */}
      <figure className="certificate__verify">
        <Suspense>
          <CertificateQr
            className="certificate__qr"
            address={certificateAddress(c.code, siteOrigin)}
          />
        </Suspense>
        <figcaption>
          Scan to check this certificate on the club&apos;s website, {new URL(siteOrigin).host}.
        </figcaption>
      </figure>
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
