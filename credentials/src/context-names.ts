// The contexts' addresses alone: what names them needs none of the bundled documents.
export const VC_V2_CONTEXT = 'https://www.w3.org/ns/credentials/v2';
export const OPEN_BADGES_CONTEXT = 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json';
export const DID_CONTEXT = 'https://www.w3.org/ns/did/v1';
export const MULTIKEY_CONTEXT = 'https://w3id.org/security/multikey/v1';
