/**
 * What every check of the hardening suite reports: one row of the printed table per figure.
 * A figure passes when its value is within its bound; the suite fails on any that is not.
 */
export interface Figure {
  /** The group it belongs to: 'auth matrix', 'fuzz', 'uploads', 'load', 'soak', ... */
  check: string;
  /** What was counted or measured, in words: '5xx answers', 'memory growth (MB)'. */
  figure: string;
  value: number;
  /** The largest (or, with `atLeast`, the smallest) acceptable value. */
  bound: number;
  atLeast?: boolean;
  /**
   * A time taken: reported against its bound, never failing the run. On a machine busy with
   * other work (npm test runs suites side by side) a start is slow without anything being wrong.
   */
  timing?: boolean;
  /** A word on how it was measured (cases tried, calls made). */
  detail?: string;
}

/** A figure's detail: the first few cases that went wrong, or what was tried when none did. */
export const examplesOr = <T>(wrong: T[], show: (c: T) => string, allWell: string) =>
  wrong.length > 0 ? `e.g. ${wrong.slice(0, 3).map(show).join('; ')}` : allWell;

export const withinBound = (f: Figure) => (f.atLeast ? f.value >= f.bound : f.value <= f.bound);

/** Whether the figure lets the run pass: a time over its bound is reported as slow instead. */
export const passes = (f: Figure) => f.timing === true || withinBound(f);

/** How much to try: `bounded` runs inside `npm test` (under a minute), `full` is `npm run test:hardening`. */
export type Depth = 'bounded' | 'full';

/** The running stack a check talks to, over HTTP like a browser. */
export interface Target {
  /** The stack's address, e.g. http://localhost:3917 (the site's own origin). */
  url: string;
  /** The SES emulator's address (GET /store lists the mail it accepted). */
  mailUrl: string;
  /** The stack's data folder (DynamoDB and S3 emulators' files). */
  dataDir: string;
  admin: { email: string; password: string };
  /** The emulators' addresses, for what no API call can do (plant an expired session). */
  dynamodbEndpoint?: string;
  s3Endpoint?: string;
  /** The resident memory (bytes) of the whole stack: emulators, gateway and the API. */
  groupMemory?: () => Promise<number>;
  /** The stack process's memory after a full garbage collection. */
  memory?: () => Promise<NodeJS.MemoryUsage>;
  /** Stops the SES emulator: from then on the contact form's mail fails. */
  stopMail?: () => Promise<void>;
}

export interface Check {
  name: string;
  run(target: Target, depth: Depth): Promise<Figure[]>;
}
