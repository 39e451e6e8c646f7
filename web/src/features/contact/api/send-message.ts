import { CONTACT_HONEYPOT, CONTACT_MESSAGES, CONTACT_PATH, type FieldErrors } from '@club/model';
import { ApiError, postJson } from '../../../lib/api';

export type SendResult =
  { ok: true; message: string } | { ok: false; message: string; fieldErrors: FieldErrors };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * POST /api/send-email. A refusal carries the server's `error` (spec §7) and a message per
 * field; no answer at all is the network failing, which spec §8 words on its own.
 */
export async function sendMessage(
  values: Record<string, string>,
  trap: string,
): Promise<SendResult> {
  try {
    const body = await postJson(CONTACT_PATH, { ...values, [CONTACT_HONEYPOT]: trap });
    const message =
      isObject(body) && typeof body.message === 'string' ? body.message : CONTACT_MESSAGES.sent;
    return { ok: true, message };
  } catch (error) {
    if (!(error instanceof ApiError)) {
      return { ok: false, message: CONTACT_MESSAGES.networkFailure, fieldErrors: {} };
    }
    const body = isObject(error.body) ? error.body : {};
    const said = typeof body.error === 'string' ? body.error : 'The message could not be sent.';
    const fieldErrors = isObject(body.errors) ? (body.errors as FieldErrors) : {};
    return { ok: false, message: `Error: ${said}`, fieldErrors };
  }
}
