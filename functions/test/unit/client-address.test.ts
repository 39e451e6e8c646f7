import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { clientAddress } from '../../src/routes/client-address.js';

const event = (sourceIp: string, headers: Record<string, string> = {}) =>
  ({ headers, requestContext: { http: { sourceIp } } }) as unknown as APIGatewayProxyEventV2;

const EDGE = '130.176.1.10';
const SECRET = 'a'.repeat(24) + 'stage-edge-secret';

describe('the address the rate limits count by', () => {
  it('is the visitor behind the CDN, not the edge every visitor shares', () => {
    const viaCdn = (viewer: string) =>
      event(EDGE, { 'CloudFront-Viewer-Address': viewer, 'X-Club-Edge': SECRET });
    expect(clientAddress(viaCdn('203.0.113.7:51234'), SECRET)).toBe('203.0.113.7');
    expect(clientAddress(viaCdn('2001:db8::7:443'), SECRET)).toBe('2001:db8::7');
  });

  it('is the caller’s own connection when the visitor header did not come from the CDN', () => {
    // A caller going round the CDN, straight to API Gateway, cannot pose as many visitors.
    const forged = { 'CloudFront-Viewer-Address': '203.0.113.99:1' };
    expect(clientAddress(event('198.51.100.4', forged), SECRET)).toBe('198.51.100.4');
    expect(
      clientAddress(event('198.51.100.4', { ...forged, 'x-club-edge': 'guessed' }), SECRET),
    ).toBe('198.51.100.4');
  });

  it('is the connection API Gateway saw when no CDN is in front', () => {
    expect(clientAddress(event('198.51.100.4'), SECRET)).toBe('198.51.100.4');
    expect(clientAddress(event('198.51.100.4'))).toBe('198.51.100.4');
  });

  it('locally, where the gateway sets the header as CloudFront does and there is no secret, is that header', () => {
    expect(
      clientAddress(event('127.0.0.1', { 'cloudfront-viewer-address': '127.0.0.5:40000' })),
    ).toBe('127.0.0.5');
  });
});
