import type { FieldErrors } from '@club/model';

/** A failure the person can act on; the message is shown to them as it is. */
export class DomainError extends Error {
  constructor(
    message: string,
    readonly kind: 'invalid' | 'unauthorized' | 'not-found' | 'conflict' | 'too-large',
    readonly fieldErrors?: FieldErrors,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const invalid = (errors: FieldErrors) =>
  new DomainError(Object.values(errors).join(' '), 'invalid', errors);
export const unauthorized = (message = 'Please log in as the administrator first.') =>
  new DomainError(message, 'unauthorized');
export const notFound = (message: string) => new DomainError(message, 'not-found');
export const conflict = (message: string) => new DomainError(message, 'conflict');
