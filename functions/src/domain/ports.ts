/** What the services need from the outside world; storage/ implements each against AWS. */
import type { IssuerSecretKey } from '@club/credentials/issue';
import type { FileKind, UploadCategory, UploadFolder } from '@club/model';

/** A stored item: its collection (a resource name, 'session', 'admin') and id, plus its attributes. */
export type Item = { id: string } & Record<string, unknown>;

/** A record's place in its collection's order of addition: [createdAt, id]. */
export type OrderRow = [createdAt: string, id: string];

/** Where a stored copy of a collection's order is, and how current it is. */
export interface SnapshotRef {
  /** The collection's revision the copy shows. */
  revision: number;
  /** When the read of the whole collection it descends from began (ISO 8601). */
  scannedAt: string;
  key: string;
  parts: number;
}

/** What every write to a resource's collection leaves for the readers of its lists. */
export interface ListStamp {
  /** Goes up by one after each write. */
  revision: number;
  /** The ids the latest writes touched, oldest first; the last one is the write of `revision`. */
  recent: string[];
  snapshot?: SnapshotRef;
}

/** Ids from `from` to `to` by their order as text, both included; an end left out is open. */
export interface IdRange {
  from?: string;
  to?: string;
}

/** A page of a collection in id order (for ids that begin with a time: in time order). */
export interface PageQuery extends IdRange {
  /** Largest id first (the newest, for ids that begin with a time). */
  descending?: boolean;
  /** Starts after this id: the `next` of the page before. */
  after?: string;
  limit: number;
}

/**
 * The records of every collection, each found by collection and id. Every write to a
 * resource's collection is followed by a note in its list stamp (docs/architecture.md,
 * "Reading lists"), whichever service made it.
 */
export interface ReadConsistency {
  eventually?: boolean;
}

export interface RecordStore {
  /** Every record of the collection: a read of the whole collection. */
  list(collection: string): Promise<Item[]>;
  /**
   * The record, as of the last write to it; `eventually`: perhaps as of a moment before (half
   * the cost), for a visitor's lookup that decides nothing.
   */
  get(collection: string, id: string, read?: ReadConsistency): Promise<Item | undefined>;
  /** The records with these ids, in no particular order; ids with no record are left out. */
  getMany(collection: string, ids: string[]): Promise<Item[]>;
  /**
   * Up to `limit` records in the order of their ids, read from the first one on: only the
   * page, not the collection. `next`, when given, continues the read where this one stopped.
   */
  page(collection: string, query: PageQuery): Promise<{ items: Item[]; next?: string }>;
  /** How many records have ids in `range`; the records themselves are not read out. */
  count(collection: string, range?: IdRange): Promise<number>;
  /** The collection's list stamp, as of now. */
  listStamp(collection: string): Promise<ListStamp>;
  /** The stored copy of the collection's order; undefined when it is gone or incomplete. */
  readSnapshot(collection: string, snapshot: SnapshotRef): Promise<OrderRow[] | undefined>;
  /** Stores a copy of the order, unless the stamp already points at one as current. */
  saveSnapshot(
    collection: string,
    of: Pick<SnapshotRef, 'revision' | 'scannedAt'>,
    rows: OrderRow[],
  ): Promise<void>;
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
}

/**
 * The table under a RecordStore: the records alone, with the same conditional writes. The list
 * stamps are noted over it by domain/content/noted-records.ts, the same code whatever the table is.
 */
export type RecordTable = Omit<RecordStore, 'listStamp' | 'readSnapshot' | 'saveSnapshot'>;

/** One part of a stored order: rows as JSON text. */
export interface SnapshotPart {
  part: number;
  rows: string;
}

/**
 * The list stamps' items, with the atomic and conditional updates the protocol of
 * domain/content/list-stamps.ts is built from; storage/stamp-table.ts does each in one DynamoDB call.
 */
export interface StampTable {
  /** Adds one to the revision and `id` to the end of the recent ids, atomically; answers both. */
  append(collection: string, id: string): Promise<{ revision: number; recent: string[] }>;
  /** Sets the recent ids to `kept`, only while the revision is still `revision`. */
  trim(collection: string, kept: string[], revision: number): Promise<void>;
  read(collection: string): Promise<ListStamp>;
  /**
   * Points the stamp at `ref` unless it points at a copy as current (see `supersedes`); answers
   * whether it did, and the copy it replaced.
   */
  point(
    collection: string,
    ref: SnapshotRef,
  ): Promise<{ pointed: boolean; replaced?: SnapshotRef }>;
  savePart(collection: string, key: string, part: SnapshotPart, expiresAt: number): Promise<void>;
  /** Every part stored under `key`, in no particular order. */
  readParts(collection: string, key: string): Promise<SnapshotPart[]>;
  removePart(collection: string, key: string, part: number): Promise<void>;
}

export interface StoredFile {
  key: string;
  body: Uint8Array;
  contentType: string;
}

export interface FileFacts {
  size: number;
  contentType?: string;
}

/** An object in the bucket, and when it was last written. */
export interface ListedFile {
  key: string;
  lastModified: Date;
}

/**
 * Asks for the public pages to be published again. It only asks: the pages are made elsewhere,
 * later, and a failure to ask is reported, never thrown, since the change it follows is made.
 */
export type PublishRequest = () => Promise<void>;

/** The uploads bucket, served to visitors under /Upload/ by the CDN. */
export interface FileStore {
  save(file: StoredFile): Promise<void>;
  remove(key: string): Promise<void>;
  /** Size and type of a stored object; undefined when there is none. */
  facts(key: string): Promise<FileFacts | undefined>;
  /** The object's bytes, or only those from `start` to `end` (inclusive). */
  read(key: string, range?: { start: number; end: number }): Promise<Uint8Array>;
  /** Copies inside the bucket, giving the copy its own type (and the stored files' caching). */
  copy(from: string, to: string, contentType: string): Promise<void>;
  /** Moves an object to another key inside the bucket, as it is (type and caching kept). */
  move(from: string, to: string): Promise<void>;
  /** Every object whose key starts with `prefix`. */
  list(prefix: string): Promise<ListedFile[]>;
}

/** A form the browser posts a file with, straight to the bucket. */
export interface PresignedPost {
  url: string;
  fields: Record<string, string>;
}

/** Lets a browser put one file of one type and a bounded size at `key`, for a short while. */
export interface DirectUploads {
  presign(upload: {
    key: string;
    contentType: string;
    maxBytes: number;
    expiresSeconds: number;
  }): Promise<PresignedPost>;
}

/** Why a file was not taken; the service words it for the person and the field. */
export type FileProblem = 'not-accepted' | 'too-large' | 'missing';

export type ProcessedFile =
  { ok: true; fileName: string; contentType: string } | { ok: false; problem: FileProblem };

/**
 * Checks a file by its bytes and makes it the file that is stored (pictures re-encoded to
 * WebP, videos kept). Kept behind this port, with plain data in and out, so the work can move
 * to a function of its own: the API then no longer carries the image library.
 */
export interface MediaProcessor {
  /** A file that came inside the request (the old multipart calls): stored at `folder`/<name>. */
  storeBytes(request: {
    bytes: Uint8Array;
    kind: FileKind;
    folder: UploadFolder;
  }): Promise<ProcessedFile>;
  /**
   * A file uploaded straight to the bucket at `key`: moved to `folder`/<name>; `key` is removed.
   * `category` and `maxBytes`, when given, narrow what the field's kind takes to what the
   * upload's ticket allowed.
   */
  adopt(request: {
    key: string;
    kind: FileKind;
    folder: UploadFolder;
    category?: UploadCategory;
    maxBytes?: number;
  }): Promise<ProcessedFile>;
}

/** A file sent with a mail. */
export interface MailAttachment {
  fileName: string;
  contentType: string;
  content: Uint8Array;
}

/**
 * One e-mail (to the club, or a certificate to its student): a text and an HTML part, answered
 * by replying to `replyTo`, with files attached.
 */
export interface Mail {
  to: string;
  replyTo: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Where the club's secret signing key is kept: a file in the local data folder, or an SSM
 * SecureString in AWS. Never in the table, the buckets or a log.
 */
export interface IssuerKeyVault {
  /** The current key; undefined before one was made. */
  read(): Promise<IssuerSecretKey | undefined>;
  /** Makes `key` the current one. */
  write(key: IssuerSecretKey): Promise<void>;
}
