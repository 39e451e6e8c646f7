import { certificate } from '@club/model';
import type { CredentialService } from './domain/certificates/credential-service.js';

import { issuerTask, type IssuerAnswer, type IssuerTask } from './calls/issuer.js';

/** An invocation that is an issuer task (calls/issuer.ts), not a request from API Gateway. */
export const isIssuerTask = (event: unknown): event is IssuerTask =>
  issuerTask.safeParse(event).success;

/** Runs the task; what it answers is printed by the command that asked. */
export const runIssuerTask = async (
  issuer: CredentialService | undefined,
  { task }: IssuerTask,
): Promise<IssuerAnswer> => {
  if (!issuer)
    throw new Error('This API has no credential signing key configured (ISSUER_KEY_PARAMETER).');
  if (task === 'rotate-key') return { rotated: await issuer.rotateKey() };
  const key = task === 'ensure-issuer' ? await issuer.ensureKey() : undefined;
  // Certificates stored before they were signed, or signed for another address, are signed now.
  const backfill = await issuer.backfill(certificate);
  return { ...(key ? { key } : {}), backfill };
};
