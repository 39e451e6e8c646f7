/** A non-OK answer; the status tells "not found" from "broken", `body` keeps the server's words. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, path: string, body: unknown) {
    super(`${path} answered HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

const readBody = async (response: Response): Promise<unknown> =>
  response.headers.get('content-type')?.includes('json') ? response.json() : undefined;

/**
 * One call to the site's own API; fetch resolves on 4xx/5xx, so that is checked here.
 * No extra request headers: the site-data call must match the preload in index.html.
 */
export async function callApi(path: string, init?: RequestInit): Promise<unknown> {
  const response = await fetch(path, init);
  const body = await readBody(response);
  if (!response.ok) throw new ApiError(response.status, path, body);
  return body;
}

export const postJson = (path: string, body: unknown) =>
  callApi(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

export const asError = (error: unknown) =>
  error instanceof Error ? error : new Error(String(error));
