import * as z from 'zod';

/**
 * What a deploy, or a person through `npm run credentials`, asks of the API function directly
 * (a Lambda invoke, never through the CDN): the signing key is made and rotated inside AWS, so
 * its secret half never leaves it.
 */
export const ISSUER_TASKS = ['ensure-issuer', 'rotate-key', 'backfill'] as const;
export const issuerTask = z.object({ task: z.enum(ISSUER_TASKS) });
export type IssuerTask = z.infer<typeof issuerTask>;

/** What a task did: the key made or found, the key rotated to, the certificates signed. */
export const issuerAnswer = z.object({
  key: z.object({ key: z.string(), made: z.boolean() }).optional(),
  rotated: z.object({ key: z.string(), keys: z.number().int() }).optional(),
  backfill: z.object({ issued: z.number().int(), current: z.number().int() }).optional(),
});
export type IssuerAnswer = z.infer<typeof issuerAnswer>;
