/** The local stack's table and bucket, in a module of their own so tools can name them cheaply. */
export const TABLE = 'club-content';
export const BUCKET = 'club-uploads';
export const SITE_BUCKET = 'club-site';
/** The club's credential signing key, in the data folder (never in the repository). */
export const ISSUER_KEY_FILE = 'issuer-key.json';
