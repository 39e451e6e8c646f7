import type { Router } from '@aws-lambda-powertools/event-handler/http';
import { certificate, restPath } from '@club/model';
import { recordId } from '../domain/record-ids.js';
import { adminOnly, eventOf, type AppDeps } from './context.js';
import { json, readJson } from './http.js';

/** The console's certificate actions besides editing: revoke (with a reason) and reinstate. */
export const registerCertificateRoutes = (app: Router, { issuer, admin }: AppDeps) => {
  if (!issuer) return;
  const base = restPath(certificate);

  app.post(
    `${base}/:id/revoke`,
    adminOnly(admin, async (reqCtx) => {
      const body = await readJson(eventOf(reqCtx));
      const id = recordId(certificate, reqCtx.params.id);
      return json(await issuer.revoke(certificate, id, body.reason));
    }),
  );

  app.post(
    `${base}/:id/reinstate`,
    adminOnly(admin, async ({ params }) =>
      json(await issuer.reinstate(certificate, recordId(certificate, params.id))),
    ),
  );
};
