import type { Router } from '@aws-lambda-powertools/event-handler/http';
import { contactMessage, fieldErrors, restPath } from '@club/model';
import { invalid } from '../domain/errors.js';
import { listQuerySchema } from '../domain/content/list-query.js';
import { checkFilterIds, recordId } from '../domain/content/record-ids.js';
import { actorOf } from './actor.js';
import { signedInOnly, eventOf, type AppDeps } from './context.js';
import { json, readJson, versionOf } from './http.js';

/**
 * The console's inbox of contact messages. Unlike content, every call needs the session, reads
 * included; messages are never created or edited here (the contact form creates them).
 */
export const registerMessageRoutes = (
  app: Router,
  { contact: { inbox }, admin, audit, edgeSecret }: AppDeps,
) => {
  const d = contactMessage;
  const base = restPath(d);
  const { actions } = d.inbox;

  app.get(
    base,
    signedInOnly(admin, async (reqCtx) => {
      const parsed = listQuerySchema.safeParse(eventOf(reqCtx).queryStringParameters ?? {});
      if (!parsed.success) throw invalid(fieldErrors(parsed.error));
      checkFilterIds(d, parsed.data.filter);
      const { page, start, total } = await inbox.query(parsed.data);
      const end = Math.max(start, start + page.length - 1);
      return json(page, 200, {
        'Content-Range': `${d.name} ${start}-${end}/${total}`,
      });
    }),
  );

  app.get(
    `${base}/:id`,
    signedInOnly(admin, async ({ params }) => json(await inbox.get(recordId(d, params.id)))),
  );

  app.delete(
    `${base}/:id`,
    signedInOnly(admin, async (reqCtx, session) => {
      const actor = actorOf(eventOf(reqCtx), session, edgeSecret);
      return json(await inbox.remove(recordId(d, reqCtx.params.id), actor));
    }),
  );

  app.post(
    `${base}/:id/${actions.read}`,
    signedInOnly(admin, async ({ params }) => json(await inbox.markRead(recordId(d, params.id)))),
  );

  app.post(
    `${base}/:id/${actions.handled}`,
    signedInOnly(admin, async (reqCtx, session) => {
      const event = eventOf(reqCtx);
      const id = recordId(d, reqCtx.params.id);
      const body = await readJson(event);
      const message = await inbox.setHandled(id, body.handled, versionOf(body));
      await audit.record(actorOf(event, session, edgeSecret), {
        kind: 'message',
        what: `Marked the message “${String(message[d.titleField])}” from ${String(message.email)} as ${body.handled ? 'handled' : 'not handled'}`,
      });
      return json(message);
    }),
  );

  app.post(
    `${base}/:id/${actions.resend}`,
    signedInOnly(admin, async (reqCtx, session) => {
      const event = eventOf(reqCtx);
      const id = recordId(d, reqCtx.params.id);
      const body = await readJson(event);
      const message = await inbox.resend(id, versionOf(body));
      await audit.record(actorOf(event, session, edgeSecret), {
        kind: 'message',
        what: `Sent the message “${String(message[d.titleField])}” to the club's inbox again`,
      });
      return json(message);
    }),
  );
};
