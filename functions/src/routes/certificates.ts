import type { Router } from '@aws-lambda-powertools/event-handler/http';
import { certificate, restPath } from '@club/model';
import { recordId } from '../domain/content/record-ids.js';
import { actorOf } from './actor.js';
import { signedInOnly, eventOf, type AppDeps } from './context.js';
import { json, readJson } from './http.js';

/** The console's certificate actions besides editing: revoke (with a reason) and reinstate. */
export const registerCertificateRoutes = (
  app: Router,
  { issuer, admin, audit, content, edgeSecret }: AppDeps,
) => {
  if (!issuer) return;
  const base = restPath(certificate);

  app.post(
    `${base}/:id/revoke`,
    signedInOnly(admin, async (reqCtx, session) => {
      const event = eventOf(reqCtx);
      const body = await readJson(event);
      const id = recordId(certificate, reqCtx.params.id);
      const revoked = await issuer.revoke(certificate, id, body.reason);
      const { name } = await content.get(certificate, id);
      await audit.record(actorOf(event, session, edgeSecret), {
        kind: 'certificate',
        what: `Revoked the certificate of ${String(name)}: ${revoked.revoked.reason}`,
      });
      return json(revoked);
    }),
  );

  app.post(
    `${base}/:id/reinstate`,
    signedInOnly(admin, async (reqCtx, session) => {
      const id = recordId(certificate, reqCtx.params.id);
      const reinstated = await issuer.reinstate(certificate, id);
      const { name } = await content.get(certificate, id);
      await audit.record(actorOf(eventOf(reqCtx), session, edgeSecret), {
        kind: 'certificate',
        what: `Reinstated the certificate of ${String(name)}`,
      });
      return json(reinstated);
    }),
  );
};
