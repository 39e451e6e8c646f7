import { createServer, request as forward, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * DynamoDB as an eventually consistent read may see it: a stand-in in front of dynalite (which
 * is always consistent) that, once `lag()` is called, answers every GetItem that does not ask
 * for ConsistentRead with the item as it was last read before then, as a replica not yet caught
 * up would. Every other call, and a consistent GetItem, goes on to dynalite. DynamoDB's replicas
 * usually catch up within a second; this one waits for `catchUp()`.
 */

interface Answer {
  status: number;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

const readBody = async (stream: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

const passOn = (target: string, incoming: IncomingMessage, body: Buffer) =>
  new Promise<Answer>((done, fail) => {
    const url = new URL(incoming.url ?? '/', target);
    const out = forward(
      url,
      { method: incoming.method, headers: { ...incoming.headers, host: url.host } },
      async (answer) =>
        done({
          status: answer.statusCode ?? 502,
          headers: answer.headers,
          body: await readBody(answer),
        }),
    );
    out.on('error', fail);
    out.end(body);
  });

export const laggingReplica = async (dynamodb: string) => {
  /** The last answer to a GetItem of each item, by table and key. */
  const lastRead = new Map<string, Answer>();
  let replica: Map<string, Answer> | undefined;
  let staleAnswers = 0;

  const server = createServer(async (req, res) => {
    const body = await readBody(req);
    const operation = String(req.headers['x-amz-target']).split('.')[1];
    const input = body.length > 0 ? (JSON.parse(body.toString()) as Record<string, unknown>) : {};
    const item = JSON.stringify([input.TableName, input.Key]);
    const stale = operation === 'GetItem' && input.ConsistentRead !== true && replica?.get(item);
    if (stale) {
      staleAnswers += 1;
      return res.writeHead(stale.status, stale.headers).end(stale.body);
    }
    const answer = await passOn(dynamodb, req, body);
    if (operation === 'GetItem' && answer.status === 200) lastRead.set(item, answer);
    res.writeHead(answer.status, answer.headers).end(answer.body);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));

  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** From now on, eventually consistent reads see the items as they were last read. */
    lag: () => {
      replica = new Map(lastRead);
    },
    catchUp: () => {
      replica = undefined;
    },
    /** How many reads were answered from the lagging replica. */
    staleAnswers: () => staleAnswers,
    close: () =>
      new Promise<void>((closed) => {
        server.closeAllConnections();
        server.close(() => closed());
      }),
  };
};
