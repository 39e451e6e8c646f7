import { SITE_DATA_PATH } from '@club/model';
import { probe, type Answer } from './probe.js';

/** The site a run checks, and the requests the checks make of it. */
export interface Site {
  /** The site's origin: https://d1abcdef8.cloudfront.net, http://localhost:3000. */
  origin: string;
  https: boolean;
  /** The uploads bucket's origin, when known (a stage's stack says it). */
  uploadsOrigin?: string;
  /** A request to a path of the site. */
  get(path: string, init?: RequestInit): Promise<Answer>;
  /** A request to any address (http:// of an https site). */
  probe(url: string, init?: RequestInit): Promise<Answer>;
  /** The answer of the site-data call, asked once for the checks that read it. */
  siteData(): Promise<Answer>;
}

export const openSite = (
  siteUrl: string,
  { uploadsOrigin, timeoutMs }: { uploadsOrigin?: string; timeoutMs?: number } = {},
): Site => {
  const { origin, protocol } = new URL(siteUrl);
  const send = (url: string, init?: RequestInit) => probe(url, init, timeoutMs);
  const get = (path: string, init?: RequestInit) => send(new URL(path, origin).href, init);
  let siteData: Promise<Answer> | undefined;
  return {
    origin,
    https: protocol === 'https:',
    uploadsOrigin,
    get,
    probe: send,
    siteData: () => (siteData ??= get(SITE_DATA_PATH)),
  };
};

/** One check: a name in plain words, and what it does. It passes unless it throws. */
export interface Check {
  name: string;
  run(site: Site): Promise<void>;
}

/** A check's finding: what was expected, what came back, what it likely means. */
export class CheckFailed extends Error {}

/** A check that could not be made here (nothing to check yet); shown, never counted as a pass. */
export class NotChecked extends Error {}

export const fail = (why: string): never => {
  throw new CheckFailed(why);
};

export const notChecked = (why: string): never => {
  throw new NotChecked(why);
};
