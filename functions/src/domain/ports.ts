/** What the services need from the outside world; storage/ implements each against AWS. */

/** A stored item: its collection (a resource name, 'session', 'admin') and id, plus its attributes. */
export type Item = { id: string } & Record<string, unknown>;

/** The records of every collection, each found by collection and id. */
export interface RecordStore {
  list(collection: string): Promise<Item[]>;
  get(collection: string, id: string): Promise<Item | undefined>;
  /** Fails with `false` when the id is taken. */
  create(collection: string, item: Item): Promise<boolean>;
  /** Replaces only when the stored `version` is `expectedVersion`; `false` when stale or gone. */
  replace(collection: string, item: Item, expectedVersion: number): Promise<boolean>;
  /** Writes unconditionally (sessions, the admin account). */
  put(collection: string, item: Item): Promise<void>;
  /**
   * Returns what was removed, if anything was there (and, given `expectedVersion`, only if
   * the stored version is that one).
   */
  remove(collection: string, id: string, expectedVersion?: number): Promise<Item | undefined>;
  /** Adds one to a counter, atomically, and returns the new count; the counter expires at `expiresAt` (epoch s). */
  increment(collection: string, id: string, expiresAt: number): Promise<number>;
}

export interface StoredFile {
  key: string;
  body: Uint8Array;
  contentType: string;
}

/** The uploads bucket, served to visitors under /Upload/ by the CDN. */
export interface FileStore {
  save(file: StoredFile): Promise<void>;
  remove(key: string): Promise<void>;
}

/** One e-mail to the club: a text and an HTML part, answered by replying to `replyTo`. */
export interface Mail {
  to: string;
  replyTo: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}
