import { BUNDLED_CONTEXTS } from './contexts.js';
import { didDocumentAddress, type DidDocument } from './did-web.js';

/** Reads a JSON document from the web (the DID document, the status list). */
export type FetchJson = (address: string) => Promise<unknown>;

const loaded = (url: string, document: unknown) => ({
  contextUrl: null,
  documentUrl: url,
  document,
});

/**
 * What the signature libraries call to read a document: contexts from the bundle only; a
 * did:web and its keys from the DID document the site publishes; anything else (the status
 * list) from the web through `fetchJson`. Without it, nothing but the bundle is read.
 */
export const documentLoader =
  (fetchJson?: FetchJson) =>
  async (url: string): Promise<ReturnType<typeof loaded>> => {
    const context = BUNDLED_CONTEXTS.get(url);
    if (context) return loaded(url, context);
    if (!fetchJson) throw new Error(`${url} is not a bundled context; nothing else is read.`);
    if (url.startsWith('did:web:')) {
      const [did, fragment] = url.split('#') as [string, string | undefined];
      const document = (await fetchJson(didDocumentAddress(did))) as DidDocument;
      if (document?.id !== did)
        throw new Error(`The document at ${didDocumentAddress(did)} is not that of ${did}.`);
      if (fragment === undefined) return loaded(url, document);
      const method = document.verificationMethod?.find((m) => m.id === url);
      if (!method) throw new Error(`${did} has no key ${fragment}.`);
      return loaded(url, { '@context': document['@context'], ...method });
    }
    if (!/^https?:\/\//.test(url)) throw new Error(`${url} cannot be read.`);
    return loaded(url, await fetchJson(url));
  };
