import type { Router } from '@aws-lambda-powertools/event-handler/http';
import { EXPORT_PATH } from '@club/model';
import { ownerOnly, type AppDeps } from './context.js';
import { json } from './http.js';

/**
 * What the owner's "Export everything" reads. Owners only: it holds every private field at
 * once (recipients' e-mail addresses, the inbox).
 */
export const registerExportRoutes = (app: Router, { admin, exporter }: AppDeps) => {
  if (!exporter) return;
  app.get(
    EXPORT_PATH,
    ownerOnly(admin, async () => json(await exporter.read(), 200, { 'Cache-Control': 'no-store' })),
  );
};
