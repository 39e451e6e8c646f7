import type { APIGatewayProxyEventV2 } from 'aws-lambda';

const VIEWER_ADDRESS = 'cloudfront-viewer-address';

/** `203.0.113.7:443` or `2001:db8::7:443`: the address is everything before the last colon. */
const withoutPort = (viewer: string) => {
  const colon = viewer.lastIndexOf(':');
  return colon > 0 ? viewer.slice(0, colon) : viewer;
};

/**
 * Where the request came from: what the rate limits count by. Behind the CDN, API Gateway
 * sees the CDN's edge, shared by thousands of visitors, so the visitor's own address comes
 * from the header CloudFront sets (its origin request policy forwards it; CloudFront replaces
 * any a visitor sends). Without the CDN, it is the connection API Gateway saw.
 *
 * A caller going round the CDN to API Gateway's own address could send the header itself and
 * look like many clients; the per-e-mail login limit does not depend on it.
 */
export const clientAddress = (event: APIGatewayProxyEventV2) => {
  const viewer = Object.entries(event.headers ?? {}).find(
    ([name]) => name.toLowerCase() === VIEWER_ADDRESS,
  )?.[1];
  if (viewer?.trim()) return withoutPort(viewer.trim());
  return event.requestContext?.http?.sourceIp || 'unknown';
};
