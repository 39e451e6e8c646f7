import * as z from 'zod';

/**
 * What asks the publish function (publish/) for the pages, and what it answers: a write in the
 * API (queued, not waited for), a deploy or a local start (waited for).
 */
export const publishRequest = z.object({
  /** Why, for its log: 'content changed', 'deploy', 'start'. */
  reason: z.string().min(1).max(200),
  /** Wait for a publish already running, then publish: the caller needs the pages made. */
  wait: z.boolean().optional(),
  /**
   * No other publish can be running (a local start, before the API serves): a lease still
   * held was left by a run of a stack that was killed, and is taken over at once.
   */
  takeOver: z.boolean().optional(),
});
export type PublishRequest = z.infer<typeof publishRequest>;

/** What one publish did (publish/src/publisher.ts). */
export const publishReport = z.object({
  /** Every file the content makes: the pages, the 404 page and the site data. */
  files: z.number().int().nonnegative(),
  /** Those written, or removed, because their bytes changed. */
  written: z.array(z.string()),
  removed: z.array(z.string()),
  /** The paths the CDN was told to drop. */
  invalidated: z.array(z.string()),
  ms: z.number().nonnegative(),
});
export type PublishReport = z.infer<typeof publishReport>;

/** Published; or another run held the lease (past the wait, if the request waited). */
export const PUBLISH_OUTCOMES = ['published', 'left to another'] as const;

/**
 * Its answer: how the request ended, and a report of each publish it made (more than one when
 * the content changed while it published).
 */
export const publishAnswer = z.object({
  outcome: z.enum(PUBLISH_OUTCOMES),
  reports: z.array(publishReport),
});
export type PublishAnswer = z.infer<typeof publishAnswer>;

/** The request a write in the API queues. */
export const CONTENT_CHANGED: PublishRequest = { reason: 'content changed' };
