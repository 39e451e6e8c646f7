import {
  API_ROOT,
  CREDENTIALS_PATH,
  API_SECURITY_HEADERS,
  EDGE_SECRET_HEADER,
  pageSecurityHeaders,
  SITE_DATA_PATH,
  STRICT_TRANSPORT_SECURITY,
  uploadsBucketOrigin,
} from '@club/model';
import { responseHeadersPolicy } from './response-headers.js';
import { CONSOLE_PREFIX, SITE_ROUTER_CODE } from './site-router.js';

/**
 * What the CDN's part of the template takes from the model rather than repeating it: read by
 * deploy/cloudformation/from-model.cjs while Serverless resolves the template.
 */

export interface Deployment {
  service: string;
  stage: string;
  uploadsBucket: string;
  region: string;
}

/** The path patterns of the distribution's behaviours, most specific first. */
export const cdnPaths = () => ({
  siteData: SITE_DATA_PATH,
  api: `${API_ROOT}/*`,
  uploads: '/Upload/*',
  console: `${CONSOLE_PREFIX}/*`,
  // The certificates' credentials and status list, and the DID document: static files.
  credentials: `${CREDENTIALS_PATH}*`,
  wellKnown: '/.well-known/*',
});

/** The site's and console's headers, HSTS included: the CDN serves HTTPS only. */
export const pageHeadersPolicy = ({ service, stage, uploadsBucket, region }: Deployment) =>
  responseHeadersPolicy(
    `${service}-${stage}-pages`,
    'Security headers of the site, the console and the stored files',
    pageSecurityHeaders({ uploadsOrigin: uploadsBucketOrigin(uploadsBucket, region), https: true }),
    { override: () => true },
  );

/**
 * The credentials, the status list and the DID document: the page's headers, and readable by
 * any site, since verifiers running in other sites' pages fetch them (no cookie is involved).
 */
export const issuerFilesHeadersPolicy = (deployment: Deployment) => ({
  ...pageHeadersPolicy(deployment),
  Name: `${deployment.service}-${deployment.stage}-issuer-files`,
  Comment: 'Security headers, and CORS for all, of the credentials and the DID document',
  CorsConfig: {
    AccessControlAllowOrigins: { Items: ['*'] },
    AccessControlAllowHeaders: { Items: ['*'] },
    AccessControlAllowMethods: { Items: ['GET', 'HEAD'] },
    AccessControlAllowCredentials: false,
    AccessControlMaxAgeSec: 86400,
    OriginOverride: true,
  },
});

/** The API sends its own, stricter headers; the CDN adds HSTS and fills in any it left out. */
export const apiHeadersPolicy = ({ service, stage }: Deployment) =>
  responseHeadersPolicy(
    `${service}-${stage}-api`,
    'Security headers of the API where it sent none, and HSTS',
    { ...API_SECURITY_HEADERS, 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY },
    { override: (header) => header === 'Strict-Transport-Security' },
  );

export const siteRouterCode = () => SITE_ROUTER_CODE;

/**
 * The stage's edge secret (cdn.yml, EdgeSecret) as CloudFormation reads it while it deploys: the
 * reference to the secret also makes whatever uses it wait until the secret exists.
 */
export const EDGE_SECRET_VALUE = { 'Fn::Sub': '{{resolve:secretsmanager:${EdgeSecret}}}' };

/** The header the CDN adds to what it sends the API. */
export const edgeHeaders = () => [
  { HeaderName: EDGE_SECRET_HEADER, HeaderValue: EDGE_SECRET_VALUE },
];

/**
 * The distribution's addresses: the stage's own domain with its ACM certificate when the
 * deploy names one, else CloudFront's dxxxx.cloudfront.net and certificate. Chosen here, not by
 * a CloudFormation condition: Serverless fills the parameter in first, so a condition would
 * always come out the same, which CloudFormation's checks rightly flag.
 */
export const addresses = ({
  domainName,
  certificateArn,
}: {
  domainName?: string;
  certificateArn?: string;
}) => {
  const consolePath = `${CONSOLE_PREFIX}/`;
  if (!domainName)
    return {
      aliases: { Ref: 'AWS::NoValue' },
      viewerCertificate: { CloudFrontDefaultCertificate: true },
      siteUrl: { 'Fn::Sub': 'https://${Distribution.DomainName}' },
      consoleUrl: { 'Fn::Sub': `https://\${Distribution.DomainName}${consolePath}` },
    };
  if (!certificateArn)
    throw new Error(
      `The domain ${domainName} needs certificateArn: an ACM certificate in us-east-1`,
    );
  return {
    aliases: [domainName],
    viewerCertificate: {
      AcmCertificateArn: certificateArn,
      SslSupportMethod: 'sni-only',
      MinimumProtocolVersion: 'TLSv1.2_2021',
    },
    siteUrl: `https://${domainName}`,
    consoleUrl: `https://${domainName}${consolePath}`,
  };
};
