import type { Verdict } from '@club/credentials/verify';

export type { Verdict } from '@club/credentials/verify';

const couldNotStart = (reason: string): Verdict => ({ kind: 'unchecked', reason });

/**
 * Checks a certificate's published credential in the visitor's browser: its signature against
 * the club's DID document, and its bit in the status list. The checker (the signature and
 * JSON-LD libraries with their bundled contexts) runs in a worker of its own, fetched only by a
 * certificate's page once the page has shown.
 */
export const checkCredential = (address: string, siteOrigin: string) =>
  new Promise<Verdict>((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./verify-worker.ts', import.meta.url), { type: 'module' });
    } catch (error) {
      resolve(couldNotStart(error instanceof Error ? error.message : String(error)));
      return;
    }
    const done = (verdict: Verdict) => {
      worker.terminate();
      resolve(verdict);
    };
    worker.onmessage = (event: MessageEvent<Verdict>) => done(event.data);
    worker.onerror = (event) => done(couldNotStart(event.message || 'The checker did not start.'));
    worker.postMessage({ address, siteOrigin, now: Date.now() });
  });
