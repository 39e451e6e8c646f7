import type { Router } from '@aws-lambda-powertools/event-handler/http';
import type { Context } from 'aws-lambda';
import { CERTIFICATE_SEND_PATH } from '@club/model';
import { actorOf } from './actor.js';
import { signedInOnly, eventOf, type AppDeps } from './context.js';
import { json, readJson } from './http.js';

/**
 * How long a send call may mail for: API Gateway gives up after 30 s, counting a cold start,
 * and the function after 29 s (serverless.yml). The service starts no certificate it could not
 * finish within this.
 */
const CALL_BUDGET_MS = 25_000;

/** "Send to recipient": mails certificates to their students (docs/api.md, "Certificates"). */
export const registerDeliveryRoutes = (
  app: Router,
  { delivery, admin, audit, edgeSecret }: AppDeps,
) => {
  if (!delivery) return;
  app.post(
    CERTIFICATE_SEND_PATH,
    signedInOnly(admin, async (reqCtx, session) => {
      const started = Date.now();
      const lambda = reqCtx.context as Partial<Context> | undefined;
      const timeLeft = () =>
        Math.min(
          CALL_BUDGET_MS - (Date.now() - started),
          lambda?.getRemainingTimeInMillis?.() ?? Infinity,
        );
      const event = eventOf(reqCtx);
      const { report, tried } = await delivery.send(await readJson(event), { timeLeft });
      // What this call did; a repeated call that found its certificates sent did nothing.
      if (tried.length > 0) {
        const sent = tried.filter((r) => r.status === 'sent').length;
        const failed = tried.length - sent;
        const names = tried.map((r) => r.name ?? r.id).join(', ');
        await audit.record(actorOf(event, session, edgeSecret), {
          kind: 'certificate',
          what: `Sent ${sent} certificate${sent === 1 ? '' : 's'} to their recipients${failed ? ` (${failed} could not be sent)` : ''}: ${names}`,
        });
      }
      return json(report);
    }),
  );
};
