import type { Router } from '@aws-lambda-powertools/event-handler/http';
import { CERTIFICATE_SEND_PATH } from '@club/model';
import { actorOf } from './actor.js';
import { adminOnly, eventOf, type AppDeps } from './context.js';
import { json, readJson } from './http.js';

/** "Send to recipient": mails certificates to their students (docs/api.md, "Certificates"). */
export const registerDeliveryRoutes = (
  app: Router,
  { delivery, admin, audit, edgeSecret }: AppDeps,
) => {
  if (!delivery) return;
  app.post(
    CERTIFICATE_SEND_PATH,
    adminOnly(admin, async (reqCtx, session) => {
      const event = eventOf(reqCtx);
      const report = await delivery.send(await readJson(event));
      const names = report.results.map((r) => r.name ?? r.id).join(', ');
      await audit.record(actorOf(event, session, edgeSecret), {
        kind: 'certificate',
        what: `Sent ${report.sent} certificate${report.sent === 1 ? '' : 's'} to their recipients${report.failed ? ` (${report.failed} could not be sent)` : ''}: ${names}`,
      });
      return json(report);
    }),
  );
};
