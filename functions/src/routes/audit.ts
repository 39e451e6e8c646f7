import type { Router } from '@aws-lambda-powertools/event-handler/http';
import { AUDIT_PATH, fieldErrors } from '@club/model';
import { invalid } from '../domain/errors.js';
import { listQuerySchema } from '../domain/content/list-query.js';
import { eventOf, ownerOnly, type AppDeps } from './context.js';
import { json } from './http.js';

/** The owners' audit log, newest first, on the ra-data-simple-rest contract. */
export const registerAuditRoutes = (app: Router, { audit, admin }: AppDeps) => {
  app.get(
    AUDIT_PATH,
    ownerOnly(admin, async (reqCtx) => {
      const parsed = listQuerySchema.safeParse(eventOf(reqCtx).queryStringParameters ?? {});
      if (!parsed.success) throw invalid(fieldErrors(parsed.error));
      const { range } = parsed.data;
      const { entries, total } = await audit.query(parsed.data.filter, range);
      const start = range?.[0] ?? 0;
      const last = Math.max(start, start + entries.length - 1);
      return json(entries, 200, { 'Content-Range': `audit ${start}-${last}/${total}` });
    }),
  );
};
