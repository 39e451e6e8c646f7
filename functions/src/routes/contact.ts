import type { Router } from '@aws-lambda-powertools/event-handler/http';
import { CONTACT_MESSAGES, CONTACT_PATH } from '@club/model';
import { DomainError } from '../domain/errors.js';
import { clientAddress } from './client-address.js';
import { eventOf, type AppDeps } from './context.js';
import { errorAnswer, json, readJson } from './http.js';

/** POST /api/send-email: spec §7 says a failure carries `error`, so this call's errors do. */
export const registerContactRoutes = (app: Router, { contact, edgeSecret }: AppDeps) => {
  app.post(CONTACT_PATH, async (reqCtx) => {
    const event = eventOf(reqCtx);
    try {
      const outcome = await contact.send(await readJson(event), {
        address: clientAddress(event, edgeSecret),
      });
      return outcome === 'failed'
        ? json({ message: CONTACT_MESSAGES.delayed }, 202)
        : json({ message: CONTACT_MESSAGES.sent });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return errorAnswer(error, { error: error.message });
    }
  });
};
