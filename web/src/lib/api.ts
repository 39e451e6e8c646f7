import type { ResourceDefinition } from '@club/model';

/** A non-OK answer; the status is kept so a caller can tell "not found" from "broken". */
export class ApiError extends Error {
  readonly status: number;

  constructor(status: number, path: string) {
    super(`GET ${path} failed with HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
  }
}

/** GET a JSON document from the same origin; fetch resolves on 4xx/5xx, so that is checked here. */
export async function getJson<T>(path: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(path, { signal, headers: { Accept: 'application/json' } });
  if (!response.ok) throw new ApiError(response.status, path);
  return (await response.json()) as T;
}

/** The public list call of spec §7, built from the route names the model keeps for it. */
export function listPath(resource: ResourceDefinition): string {
  if (!resource.legacy) throw new Error(`${resource.name} has no public list call`);
  return `/api/${resource.legacy.base}/${resource.legacy.list}`;
}
