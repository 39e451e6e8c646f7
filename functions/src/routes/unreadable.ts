import { legacyPath, noSuchId, resources, restPath, type ResourceDefinition } from '@club/model';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { notFound } from '../domain/errors.js';
import type { Log } from '../domain/log.js';

/** The paths under which a resource's calls name one record by its id or key. */
const recordPaths = (d: ResourceDefinition) => [
  restPath(d),
  ...(d.legacy ? [legacyPath(d, 'remove')] : []),
  ...(d.legacy?.one ? [legacyPath(d, 'one')] : []),
];

/**
 * Powertools decodes and checks a path's parameters before any route runs: a stray '%', bytes
 * that are not UTF-8 or a blank id fail there. Such a path names no record, so it is answered
 * as the route would answer an id no record has, in the words of the resource it is about.
 */
export const unreadablePath = (pathname: string) => {
  const d: ResourceDefinition | undefined = resources.find((r) =>
    recordPaths(r).some((p) => pathname.startsWith(`${p}/`)),
  );
  if (!d) return notFound('There is no record at this address.');
  if (d.legacy?.one && pathname.startsWith(`${legacyPath(d, 'one')}/`)) {
    const key = d.fields[d.keyField!]!.label.toLowerCase();
    return notFound(`There is no ${d.labels.one} with that ${key}.`);
  }
  return notFound(noSuchId(d));
};

/**
 * Powertools makes the event into a web Request before any route or error handler runs: a
 * Host or header value no Request may carry, or a GET with a body, fails there (TypeError),
 * outside the router's error handling. Such a request is bad input, answered 400.
 */
export const unlessUnreadable = async (
  resolve: () => Promise<APIGatewayProxyStructuredResultV2>,
  log: Log,
): Promise<APIGatewayProxyStructuredResultV2> => {
  try {
    return await resolve();
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    log.warn('A request could not be read', error);
    return {
      statusCode: 400,
      headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
      body: JSON.stringify({
        message: 'The request could not be read: its address, headers or body are not valid.',
      }),
    };
  }
};
