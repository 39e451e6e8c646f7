import { request } from 'node:http';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * A request with its path sent exactly as written: fetch refuses a broken %-escape and resolves
 * `..` itself, which are the very paths the gateway tests need to send.
 */
export const rawRequest = (options: {
  port: number | string;
  path: string;
  method?: string;
  headers?: Record<string, string>;
  /** The loopback address to connect from (a client of its own). */
  localAddress?: string;
  encoding?: BufferEncoding;
  body?: string;
}) =>
  new Promise<RawAnswer>((done, fail) => {
    const { encoding = 'utf8', body: sent, ...rest } = options;
    request({ host: '127.0.0.1', ...rest }, (answer) => {
      let body = '';
      answer.setEncoding(encoding);
      answer.on('data', (chunk: string) => (body += chunk));
      answer.on('end', () =>
        done({
          status: answer.statusCode ?? 0,
          headers: answer.headers as Record<string, string>,
          body,
        }),
      );
    })
      .on('error', fail)
      .end(sent);
  });
