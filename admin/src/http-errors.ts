/**
 * Reading what the API answered on failure. fetchUtils.fetchJson rejects with an HttpError
 * whose `body` is the parsed JSON; a network failure rejects with a plain TypeError instead.
 */
interface ErrorShape {
  status?: unknown;
  body?: { message?: unknown; errors?: unknown } | null;
}

const shape = (error: unknown): ErrorShape =>
  typeof error === 'object' && error !== null ? (error as ErrorShape) : {};

export const errorStatus = (error: unknown): number | undefined => {
  const { status } = shape(error);
  return typeof status === 'number' ? status : undefined;
};

/** The API's own `message`, which is written for people; undefined when there is none. */
export const serverMessage = (error: unknown): string | undefined => {
  const message = shape(error).body?.message;
  return typeof message === 'string' && message.trim() ? message : undefined;
};

/** The 400 answer's `{ field: message }`, which react-admin shows beside each input. */
export const serverFieldErrors = (error: unknown): Record<string, string> | undefined => {
  const errors = shape(error).body?.errors;
  if (typeof errors !== 'object' || errors === null) return undefined;
  const entries = Object.entries(errors).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
};

/**
 * Sessions end on the server (expiry, password change); only 401 means "log in again". A 403
 * refuses one action of a live session (a wrong current password) and must not log out.
 */
export const isAuthFailure = (error: unknown) => errorStatus(error) === 401;
