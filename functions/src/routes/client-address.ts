import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/**
 * Where the request came from, as API Gateway saw the connection: what the rate limits count
 * by. It cannot be forged with a header. Behind a CDN it is the CDN's edge instead, shared by
 * many visitors; the visitor's own address then comes from the header the CDN sets
 * (CloudFront-Viewer-Address), and only from a CDN that sets it.
 */
export const clientAddress = (event: APIGatewayProxyEventV2) =>
  event.requestContext?.http?.sourceIp || 'unknown';
