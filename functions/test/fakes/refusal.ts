import { expect } from 'vitest';
import { DomainError } from '../../src/domain/errors.js';

/** What a service said when it refused: its kind, its message and the fields it named. */
export const refusal = async (action: Promise<unknown>) => {
  const error = await action.then(
    () => expect.unreachable('it was not refused'),
    (e: unknown) => e,
  );
  if (!(error instanceof DomainError)) throw error;
  return { kind: error.kind, message: error.message, errors: error.fieldErrors ?? {} };
};
