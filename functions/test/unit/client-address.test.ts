import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { clientAddress } from '../../src/routes/client-address.js';

const event = (sourceIp: string, headers: Record<string, string> = {}) =>
  ({ headers, requestContext: { http: { sourceIp } } }) as unknown as APIGatewayProxyEventV2;

describe('the address the rate limits count by', () => {
  it('is the visitor behind the CDN, not the edge every visitor shares', () => {
    const edge = '130.176.1.10';
    expect(clientAddress(event(edge, { 'CloudFront-Viewer-Address': '203.0.113.7:51234' }))).toBe(
      '203.0.113.7',
    );
    expect(clientAddress(event(edge, { 'cloudfront-viewer-address': '2001:db8::7:443' }))).toBe(
      '2001:db8::7',
    );
  });

  it('is the connection API Gateway saw when no CDN is in front', () => {
    expect(clientAddress(event('198.51.100.4'))).toBe('198.51.100.4');
  });
});
