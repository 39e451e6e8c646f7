import { SEND_ID, SEND_MAX_IDS } from '@club/model';
import { DELIVERY_MESSAGES } from './delivery-problems.js';
import { invalid } from '../errors.js';

/** What a call asks: its ids (each once, in the order given) and the send they belong to. */
export const sendRequestOf = (input: unknown, newSendId: () => string) => {
  const { ids, sendId } = (typeof input === 'object' && input !== null ? input : {}) as {
    ids?: unknown;
    sendId?: unknown;
  };
  const errors: Record<string, string> = {};
  if (
    !Array.isArray(ids) ||
    ids.length === 0 ||
    ids.length > SEND_MAX_IDS ||
    !ids.every((id) => typeof id === 'string')
  )
    errors.ids = DELIVERY_MESSAGES.ids;
  if (sendId !== undefined && (typeof sendId !== 'string' || !SEND_ID.test(sendId)))
    errors.sendId = DELIVERY_MESSAGES.sendId;
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return { ids: [...new Set(ids as string[])], sendId: (sendId as string) ?? newSendId() };
};
