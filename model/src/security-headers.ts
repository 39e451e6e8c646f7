import { UPLOAD_LIMITS } from './uploads.js';

/**
 * The security headers of every answer, defined once: the local gateway adds them, the API
 * adds its own, and the CDN's response headers policy is built from the same data.
 */

/** A Content-Security-Policy, directive by directive. */
export type ContentSecurityPolicy = Record<string, readonly string[]>;

export interface PagePolicyOptions {
  /**
   * The uploads bucket's origin: the console posts files straight to it (a presigned POST).
   * Locally the s3rver endpoint, in AWS `uploadsBucketOrigin(bucket, region)`.
   */
  uploadsOrigin: string;
  /** Vite's dev server (npm run dev): see `devRelaxations`. */
  dev?: boolean;
}

/**
 * What the dev server needs and a build does not: Vite puts the React refresh preamble in the
 * page as an inline script, and hot reload talks over a websocket on a port of its own. Never
 * used for a build, so the site and console as deployed run without inline script.
 */
const devRelaxations: ContentSecurityPolicy = {
  'script-src': ["'unsafe-inline'"],
  'connect-src': ['ws://localhost:*', 'ws://127.0.0.1:*'],
};

/** The policy the site and the console work under. */
export const pagePolicy = ({ uploadsOrigin, dev = false }: PagePolicyOptions) => {
  const policy: ContentSecurityPolicy = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    // MUI (emotion) and swiper set styles at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    // QR codes are data: URLs, the console previews a chosen file as blob:.
    'img-src': ["'self'", 'data:', 'blob:'],
    'media-src': ["'self'", 'blob:'],
    'connect-src': ["'self'", uploadsOrigin],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  if (!dev) return policy;
  return Object.fromEntries(
    Object.entries(policy).map(([name, sources]) => [
      name,
      [...sources, ...(devRelaxations[name] ?? [])],
    ]),
  );
};

/** The policy as a header value: `default-src 'self'; script-src 'self'; ...`. */
export const policyText = (policy: ContentSecurityPolicy) =>
  Object.entries(policy)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');

/** The browser features the site and the console never use, denied to them and anything they embed. */
export const DENIED_FEATURES = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
] as const;

export const PERMISSIONS_POLICY = DENIED_FEATURES.map((feature) => `${feature}=()`).join(', ');

/** Two years, subdomains included: the site is only ever served over HTTPS in AWS. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/** Headers every answer carries, pages, API and files alike. */
export const COMMON_SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
} as const;

export interface PageHeaderOptions extends PagePolicyOptions {
  /** HSTS only means something over HTTPS; the local stack is plain HTTP. */
  https: boolean;
}

/** The headers of the site's and console's answers (and, locally, of everything the gateway serves). */
export const pageSecurityHeaders = ({
  https,
  ...policy
}: PageHeaderOptions): Record<string, string> => ({
  'Content-Security-Policy': policyText(pagePolicy(policy)),
  ...COMMON_SECURITY_HEADERS,
  'Permissions-Policy': PERMISSIONS_POLICY,
  'X-Frame-Options': 'DENY',
  ...(https ? { 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY } : {}),
});

/** The API answers JSON only: nothing in it may load or be framed. */
export const API_SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  ...COMMON_SECURITY_HEADERS,
};

/**
 * The header the CDN adds to every request it sends the API, holding the stage's edge secret:
 * the API believes the visitor address CloudFront reports only on requests that carry it.
 */
export const EDGE_SECRET_HEADER = 'x-club-edge';

/** Where the console posts files in AWS: the presigned POST's URL is the bucket's regional endpoint. */
export const uploadsBucketOrigin = (bucket: string, region: string) =>
  `https://${bucket}.s3.${region}.amazonaws.com`;

const SERVED_UPLOAD_TYPES: readonly string[] = Object.values(UPLOAD_LIMITS).flatMap((c) => [
  ...c.types,
]);

/**
 * Whether a stored file may be shown as it is: the pictures and videos the API stores. Any
 * other type (a page, an SVG, a script) is sent as a download, so nothing in the bucket can
 * run as a page of the site.
 */
export const isServedUploadType = (contentType: string | undefined) =>
  SERVED_UPLOAD_TYPES.includes((contentType ?? '').split(';')[0]!.trim().toLowerCase());
