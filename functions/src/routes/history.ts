import type { Router } from '@aws-lambda-powertools/event-handler/http';
import {
  contentResources,
  DELETED_PATH,
  DELETED_RESOURCE,
  fieldErrors,
  isRecordId,
  restPath,
} from '@club/model';
import { invalid, notFound } from '../domain/errors.js';
import { listQuerySchema } from '../domain/content/list-query.js';
import { recordId } from '../domain/content/record-ids.js';
import { actorOf } from './actor.js';
import { forGoodSummary } from '../domain/audit/change-summary.js';
import { signedInOnly, eventOf, FOR_GOOD_OWNERS_ONLY, ownerOnly, type AppDeps } from './context.js';
import { json, readJson, versionOf } from './http.js';

/**
 * A record's history and restoring one of its versions; "Recently deleted" and bringing a
 * record back from it. Every call needs a session (any role): the history holds private
 * fields, such as a certificate's e-mail.
 */
export const registerHistoryRoutes = (
  app: Router,
  { content, admin, audit, edgeSecret }: AppDeps,
) => {
  for (const d of contentResources) {
    const base = restPath(d);

    app.get(
      `${base}/:id/history`,
      signedInOnly(admin, async ({ params }) =>
        json(await content.history(d, recordId(d, params.id))),
      ),
    );

    app.post(
      `${base}/:id/history/:changeId/restore`,
      signedInOnly(admin, async (reqCtx, session) => {
        const id = recordId(d, reqCtx.params.id);
        const { changeId } = reqCtx.params;
        if (!isRecordId(changeId))
          throw notFound(`There is no such change in the history of this ${d.labels.one}.`);
        const event = eventOf(reqCtx);
        const body = await readJson(event);
        const actor = actorOf(event, session, edgeSecret);
        return json(await content.restoreVersion(d, id, changeId, versionOf(body), actor));
      }),
    );
  }

  app.get(
    DELETED_PATH,
    signedInOnly(admin, async (reqCtx) => {
      const parsed = listQuerySchema.safeParse(eventOf(reqCtx).queryStringParameters ?? {});
      if (!parsed.success) throw invalid(fieldErrors(parsed.error));
      const { page, start, total } = await content.deletedPage(parsed.data);
      const end = Math.max(start, start + page.length - 1);
      return json(page, 200, { 'Content-Range': `${DELETED_RESOURCE} ${start}-${end}/${total}` });
    }),
  );

  app.post(
    `${DELETED_PATH}/:id/restore`,
    signedInOnly(admin, async (reqCtx, session) => {
      const actor = actorOf(eventOf(reqCtx), session, edgeSecret);
      return json(await content.restoreDeleted(reqCtx.params.id ?? '', actor));
    }),
  );

  // A member who asks to be taken off the site: the record, its files and its history go.
  app.delete(
    `${DELETED_PATH}/:id`,
    ownerOnly(
      admin,
      async (reqCtx, session) => {
        const { d, recordId } = await content.deleteForGood(reqCtx.params.id ?? '');
        await audit.record(actorOf(eventOf(reqCtx), session, edgeSecret), forGoodSummary(d));
        return json({ id: reqCtx.params.id, resource: d.name, recordId });
      },
      FOR_GOOD_OWNERS_ONLY,
    ),
  );
};
