import type { Router } from '@aws-lambda-powertools/event-handler/http';
import { AUDIT_PATH, fieldErrors } from '@club/model';
import { invalid } from '../domain/errors.js';
import { listQuerySchema } from '../domain/list-query.js';
import { eventOf, ownerOnly, type AppDeps } from './context.js';
import { json } from './http.js';

/** The owners' audit log, newest first, on the ra-data-simple-rest contract. */
export const registerAuditRoutes = (app: Router, { audit, admin }: AppDeps) => {
  app.get(
    AUDIT_PATH,
    ownerOnly(admin, async (reqCtx) => {
      const parsed = listQuerySchema.safeParse(eventOf(reqCtx).queryStringParameters ?? {});
      if (!parsed.success) throw invalid(fieldErrors(parsed.error));
      const entries = await audit.query(parsed.data.filter);
      const [start, end] = parsed.data.range ?? [0, entries.length - 1];
      const page = entries.slice(start, end + 1);
      const last = Math.max(start, start + page.length - 1);
      return json(page, 200, { 'Content-Range': `audit ${start}-${last}/${entries.length}` });
    }),
  );
};
