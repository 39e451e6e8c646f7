import type { APIGatewayProxyEventV2 } from 'aws-lambda';

export interface CallOptions {
  query?: Record<string, string>;
  json?: unknown;
  form?: FormData;
  /** A body sent exactly as given, with whatever Content-Type `headers` names (or none). */
  raw?: string;
  cookie?: string;
  headers?: Record<string, string>;
  /** The client's address as API Gateway sees it; the contact form's rate limit counts by it. */
  sourceIp?: string;
}

/** An HTTP API (payload 2.0) event as API Gateway delivers it, body base64 when binary. */
export const httpApiEvent = async (
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<APIGatewayProxyEventV2> => {
  const headers: Record<string, string> = { host: 'club.test', ...options.headers };
  let body: string | undefined;
  let isBase64Encoded = false;
  if (options.form) {
    const request = new Request('http://club.test/', { method: 'POST', body: options.form });
    headers['content-type'] = request.headers.get('content-type') ?? '';
    body = Buffer.from(await request.arrayBuffer()).toString('base64');
    isBase64Encoded = true;
  } else if (options.raw !== undefined) {
    body = options.raw;
  } else if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const query = new URLSearchParams(options.query ?? {}).toString();
  return {
    version: '2.0',
    routeKey: '$default',
    rawPath: path,
    rawQueryString: query,
    headers,
    ...(options.cookie ? { cookies: [options.cookie] } : {}),
    ...(options.query ? { queryStringParameters: options.query } : {}),
    requestContext: {
      accountId: '123456789012',
      apiId: 'test',
      domainName: 'club.test',
      domainPrefix: 'club',
      http: {
        method,
        path,
        protocol: 'HTTP/1.1',
        sourceIp: options.sourceIp ?? '127.0.0.1',
        userAgent: 'vitest',
      },
      requestId: crypto.randomUUID(),
      routeKey: '$default',
      stage: '$default',
      time: new Date().toUTCString(),
      timeEpoch: Date.now(),
    },
    ...(body !== undefined ? { body } : {}),
    isBase64Encoded,
  };
};
