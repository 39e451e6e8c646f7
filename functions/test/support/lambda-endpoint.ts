import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Fn = (event: unknown) => Promise<unknown>;

/**
 * Lambda's Invoke API as AWS (and serverless-offline) answer it: the function's return value
 * as the payload, or, when it throws, `X-Amz-Function-Error` and Lambda's account of the error.
 */
export const lambdaEndpoint = async (functions: Record<string, Fn>) => {
  const server: Server = createServer(async (request, response) => {
    const name = /^\/2015-03-31\/functions\/([^/]+)\/invocations/.exec(request.url ?? '')?.[1];
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const fn = name && functions[decodeURIComponent(name)];
    if (!fn) {
      response.writeHead(404, { 'x-amzn-errortype': 'ResourceNotFoundException' });
      return response.end(JSON.stringify({ Type: 'User', Message: `Function not found: ${name}` }));
    }
    try {
      const result = await fn(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      response.writeHead(200).end(JSON.stringify(result));
    } catch (error) {
      const { name: errorType, message: errorMessage } = error as Error;
      response
        .writeHead(200, { 'x-amz-function-error': 'Unhandled' })
        .end(JSON.stringify({ errorType, errorMessage, trace: [] }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
};
