import type { Logger } from '@aws-lambda-powertools/logger';

/**
 * Where the services report what went wrong without failing the request (a mail not sent, a
 * file not removed): the app's logger, which writes one JSON line per entry with the request id.
 */
export type Log = Pick<Logger, 'warn' | 'error'>;

/** The logger prints an Error's name, message, stack and cause; anything else thrown is wrapped. */
export const asError = (value: unknown) =>
  value instanceof Error ? value : new Error(String(value));
