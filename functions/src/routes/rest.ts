import type { Router } from '@aws-lambda-powertools/event-handler/http';
import { contentResources, fieldErrors, restPath } from '@club/model';
import { forGoodSummary } from '../domain/audit/change-summary.js';
import { forbidden, invalid } from '../domain/errors.js';
import { listQuerySchema } from '../domain/content/list-query.js';
import { checkFilterIds, recordId } from '../domain/content/record-ids.js';
import { actorOf } from './actor.js';
import { signedInOnly, eventOf, FOR_GOOD_OWNERS_ONLY, readerOf, type AppDeps } from './context.js';
import { json, readSubmission, versionOf } from './http.js';

/** The ra-data-simple-rest contract, one set of routes per resource, for the console. */
export const registerRestRoutes = (app: Router, { content, admin, audit, edgeSecret }: AppDeps) => {
  for (const d of contentResources) {
    const base = restPath(d);
    const reader = readerOf(d, admin);

    app.get(
      base,
      reader(async (reqCtx) => {
        const parsed = listQuerySchema.safeParse(eventOf(reqCtx).queryStringParameters ?? {});
        if (!parsed.success) throw invalid(fieldErrors(parsed.error));
        checkFilterIds(d, parsed.data.filter);
        const { page, start, total } = await content.query(d, parsed.data);
        const end = Math.max(start, start + page.length - 1);
        // no-store, unlike the public lists: the console reads this right after its own writes.
        return json(page, 200, { 'Content-Range': `${d.name} ${start}-${end}/${total}` });
      }),
    );

    app.get(
      `${base}/:id`,
      reader(async ({ params }) => json(await content.get(d, recordId(d, params.id)))),
    );

    app.post(
      base,
      signedInOnly(admin, async (reqCtx, session) => {
        const event = eventOf(reqCtx);
        const submission = await readSubmission(event, session);
        return json(await content.create(d, submission, actorOf(event, session, edgeSecret)), 201);
      }),
    );

    app.put(
      `${base}/:id`,
      signedInOnly(admin, async (reqCtx, session) => {
        const id = recordId(d, reqCtx.params.id);
        const event = eventOf(reqCtx);
        const submission = await readSubmission(event, session);
        const actor = actorOf(event, session, edgeSecret);
        return json(await content.update(d, id, submission, versionOf(submission.fields), actor));
      }),
    );

    app.delete(
      `${base}/:id`,
      signedInOnly(admin, async (reqCtx, session) => {
        const event = eventOf(reqCtx);
        const actor = actorOf(event, session, edgeSecret);
        // ?forGood=1: an owner's delete that keeps nothing (a member asked to be taken off).
        const forGood = event.queryStringParameters?.forGood === '1';
        if (forGood && session.role !== 'owner') throw forbidden(FOR_GOOD_OWNERS_ONLY);
        const id = recordId(d, reqCtx.params.id);
        const removed = await content.remove(d, id, actor, { forGood });
        if (forGood) await audit.record(actor, forGoodSummary(d));
        return json(removed);
      }),
    );
  }
};
