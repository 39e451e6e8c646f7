import type { Router } from '@aws-lambda-powertools/event-handler/http';
import { UPLOADS_PATH } from '@club/model';
import { signedInOnly, eventOf, type AppDeps } from './context.js';
import { json, readJson } from './http.js';

/** The console asks here before it sends a file straight to the bucket. */
export const registerUploadRoutes = (app: Router, { uploads, admin }: AppDeps) => {
  app.post(
    UPLOADS_PATH,
    signedInOnly(admin, async (reqCtx, session) =>
      json(await uploads.ticket(await readJson(eventOf(reqCtx)), session.email), 201),
    ),
  );
};
