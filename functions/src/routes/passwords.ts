import type { Router } from '@aws-lambda-powertools/event-handler/http';
import { PASSWORD_PATHS } from '@club/model';
import { clientAddress } from './client-address.js';
import { eventOf, type AppDeps } from './context.js';
import { json, readJson } from './http.js';

/**
 * Setting a password from a mailed link, without a session: asking for a link, checking one,
 * using one. The token travels in the body, never in a URL a log would keep.
 */
export const registerPasswordRoutes = (app: Router, { passwordLinks, edgeSecret }: AppDeps) => {
  if (!passwordLinks) return;

  app.post(PASSWORD_PATHS.forgot, async (reqCtx) => {
    const event = eventOf(reqCtx);
    return json(
      await passwordLinks.forgot(await readJson(event), clientAddress(event, edgeSecret)),
    );
  });

  app.post(PASSWORD_PATHS.link, async (reqCtx) =>
    json(await passwordLinks.check(await readJson(eventOf(reqCtx)))),
  );

  app.post(PASSWORD_PATHS.set, async (reqCtx) => {
    const event = eventOf(reqCtx);
    const { email, purpose, activated } = await passwordLinks.set(
      await readJson(event),
      clientAddress(event, edgeSecret),
    );
    return json({
      email,
      purpose,
      message: activated
        ? 'Your password is set and your account is ready. Sign in with it.'
        : 'Your new password is set, and every browser that was signed in has been signed out. Sign in with it.',
    });
  });
};
