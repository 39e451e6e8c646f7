/** A file of the site's bucket as the publisher writes it. */
export interface PageFile {
  /** The object's key, without a leading slash: pages/team.html. */
  key: string;
  body: string;
  contentType: string;
  cacheControl: string;
}

/** The site's bucket: the built app to read, the published pages to write. */
export interface PageFiles {
  /** The object's text; undefined when there is none. */
  read(key: string): Promise<string | undefined>;
  write(file: PageFile): Promise<void>;
  remove(key: string): Promise<void>;
}

/** The CDN in front of the bucket. */
export interface Cdn {
  /** Drops the CDN's copies of these paths (as CloudFront takes them: /pages/team.html). */
  invalidate(paths: readonly string[]): Promise<void>;
}
