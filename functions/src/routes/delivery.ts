import type { Router } from '@aws-lambda-powertools/event-handler/http';
import { CERTIFICATE_SEND_PATH } from '@club/model';
import { adminOnly, eventOf, type AppDeps } from './context.js';
import { json, readJson } from './http.js';

/** "Send to recipient": mails certificates to their students (docs/api.md, "Certificates"). */
export const registerDeliveryRoutes = (app: Router, { delivery, admin }: AppDeps) => {
  if (!delivery) return;
  app.post(
    CERTIFICATE_SEND_PATH,
    adminOnly(admin, async (reqCtx) => json(await delivery.send(await readJson(eventOf(reqCtx))))),
  );
};
