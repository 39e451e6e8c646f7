import { verifyPublishedCredential, type Verdict } from '@club/credentials/verify';

/**
 * The credential check, off the page's thread: canonicalizing the credential and its status
 * list is a few hundred milliseconds of CPU on a phone, which would hold up taps and scrolling
 * (and count as blocking time) on the page itself.
 */
self.onmessage = async (
  event: MessageEvent<{ address: string; siteOrigin: string; now: number }>,
) => {
  let verdict: Verdict;
  try {
    // Expiry is judged by the page's clock, which is the visitor's.
    verdict = await verifyPublishedCredential(event.data.address, event.data.siteOrigin, {
      now: new Date(event.data.now),
    });
  } catch (error) {
    verdict = { kind: 'unchecked', reason: error instanceof Error ? error.message : String(error) };
  }
  // A dedicated worker's postMessage takes no target origin (the DOM types know the window's).
  (self as unknown as { postMessage(message: Verdict): void }).postMessage(verdict);
};
