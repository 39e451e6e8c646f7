import type { Router } from '@aws-lambda-powertools/event-handler/http';
import { ACCOUNTS_PATH } from '@club/model';
import { actorOf } from './actor.js';
import { eventOf, ownerOnly, type AppDeps } from './context.js';
import { json, readJson, versionOf } from './http.js';

/** The owner's screen of accounts, on the ra-data-simple-rest contract. */
export const registerAccountRoutes = (app: Router, { accounts, admin, edgeSecret }: AppDeps) => {
  if (!accounts) return;
  const by = (reqCtx: Parameters<typeof eventOf>[0], session: { email: string }) =>
    actorOf(eventOf(reqCtx), session, edgeSecret);

  app.get(
    ACCOUNTS_PATH,
    ownerOnly(admin, async () => {
      const all = await accounts.list();
      return json(all, 200, {
        'Content-Range': `account 0-${Math.max(0, all.length - 1)}/${all.length}`,
      });
    }),
  );

  app.get(
    `${ACCOUNTS_PATH}/:id`,
    ownerOnly(admin, async ({ params }) => json(await accounts.get(params.id ?? ''))),
  );

  app.post(
    ACCOUNTS_PATH,
    ownerOnly(admin, async (reqCtx, session) =>
      json(await accounts.invite(await readJson(eventOf(reqCtx)), by(reqCtx, session)), 201),
    ),
  );

  app.post(
    `${ACCOUNTS_PATH}/:id/invite`,
    ownerOnly(admin, async (reqCtx, session) =>
      json(await accounts.reinvite(reqCtx.params.id ?? '', by(reqCtx, session))),
    ),
  );

  app.put(
    `${ACCOUNTS_PATH}/:id`,
    ownerOnly(admin, async (reqCtx, session) => {
      const fields = await readJson(eventOf(reqCtx));
      return json(
        await accounts.change(
          reqCtx.params.id ?? '',
          fields,
          versionOf(fields),
          by(reqCtx, session),
        ),
      );
    }),
  );

  app.delete(
    `${ACCOUNTS_PATH}/:id`,
    ownerOnly(admin, async (reqCtx, session) =>
      json(await accounts.remove(reqCtx.params.id ?? '', by(reqCtx, session))),
    ),
  );
};
