import { createHash, timingSafeEqual } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { EDGE_SECRET_HEADER } from '@club/model';

/** The header CloudFront adds with the visitor's address (its origin request policy asks for it). */
export const VIEWER_ADDRESS = 'cloudfront-viewer-address';

const headerOf = (event: APIGatewayProxyEventV2, name: string) =>
  Object.entries(event.headers ?? {})
    .find(([key]) => key.toLowerCase() === name)?.[1]
    ?.trim();

/** `203.0.113.7:443` or `2001:db8::7:443`: the address is everything before the last colon. */
const withoutPort = (viewer: string) => {
  const colon = viewer.lastIndexOf(':');
  return colon > 0 ? viewer.slice(0, colon) : viewer;
};

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the request came through this stage's CDN (compared in constant time). */
const cameThroughTheCdn = (event: APIGatewayProxyEventV2, edgeSecret: string) =>
  timingSafeEqual(digest(headerOf(event, EDGE_SECRET_HEADER) ?? ''), digest(edgeSecret));

/**
 * Where the request came from: what the rate limits count by. Behind the CDN, API Gateway
 * sees the CDN's edge, shared by thousands of visitors, so the visitor's own address comes
 * from the header CloudFront sets. Anyone can send that header to API Gateway's own address,
 * so in AWS it counts only on requests that carry the stage's edge secret, which only the CDN
 * adds (`edgeSecret`, EDGE_SECRET). The local gateway sets the header as CloudFront does, and
 * the local API has no secret. Otherwise it is the connection API Gateway saw.
 */
export const clientAddress = (event: APIGatewayProxyEventV2, edgeSecret?: string) => {
  const viewer = headerOf(event, VIEWER_ADDRESS);
  if (viewer && (edgeSecret === undefined || cameThroughTheCdn(event, edgeSecret)))
    return withoutPort(viewer);
  return event.requestContext?.http?.sourceIp || 'unknown';
};
