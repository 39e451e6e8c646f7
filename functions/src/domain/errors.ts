import type { FieldErrors } from '@club/model';

type Kind =
  | 'invalid'
  | 'unauthorized'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'gone'
  | 'too-large'
  | 'unsupported-media'
  | 'too-many';

/** A failure the person can act on; the message is shown to them as it is. */
export class DomainError extends Error {
  constructor(
    message: string,
    readonly kind: Kind,
    readonly fieldErrors?: FieldErrors,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** The HTTP status each kind of failure is answered with. */
export const HTTP_STATUS: Record<Kind, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  gone: 410,
  'too-large': 413,
  'unsupported-media': 415,
  'too-many': 429,
};

export const invalid = (errors: FieldErrors) =>
  new DomainError(Object.values(errors).join(' '), 'invalid', errors);
export const unauthorized = (message = 'Please log in as the administrator first.') =>
  new DomainError(message, 'unauthorized');
/** Logged in, but this action needs something more (the current password). */
export const forbidden = (message: string, errors?: FieldErrors) =>
  new DomainError(message, 'forbidden', errors);
export const notFound = (message: string) => new DomainError(message, 'not-found');
export const conflict = (message: string, errors?: FieldErrors) =>
  new DomainError(message, 'conflict', errors);
/** A body in a form this call does not read (a text/plain post from another site, say). */
export const unsupportedMedia = (message: string) => new DomainError(message, 'unsupported-media');
/** A one-time thing (a mailed link) that was used or has expired. */
export const gone = (message: string) => new DomainError(message, 'gone');
export const tooMany = (message: string) => new DomainError(message, 'too-many');
