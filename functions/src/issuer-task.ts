import { certificate } from '@club/model';
import type { CredentialService } from './domain/credential-service.js';

/**
 * What a deploy, or a person through `npm run credentials`, asks of the API function directly
 * (a Lambda invoke, never through the CDN): the signing key is made and rotated inside AWS, so
 * its secret half never leaves it.
 */
export type IssuerTask = { task: 'ensure-issuer' } | { task: 'rotate-key' } | { task: 'backfill' };

const TASKS = new Set(['ensure-issuer', 'rotate-key', 'backfill']);

export const isIssuerTask = (event: unknown): event is IssuerTask =>
  typeof event === 'object' && event !== null && TASKS.has((event as { task?: string }).task ?? '');

/** Runs the task; what it answers is printed by the command that asked. */
export const runIssuerTask = async (
  issuer: CredentialService | undefined,
  { task }: IssuerTask,
) => {
  if (!issuer)
    throw new Error('This API has no credential signing key configured (ISSUER_KEY_PARAMETER).');
  if (task === 'rotate-key') return { rotated: await issuer.rotateKey() };
  const key = task === 'ensure-issuer' ? await issuer.ensureKey() : undefined;
  // Certificates stored before they were signed, or signed for another address, are signed now.
  const backfill = await issuer.backfill(certificate);
  return { ...(key ? { key } : {}), backfill };
};
