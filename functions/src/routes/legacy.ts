import type { Router } from '@aws-lambda-powertools/event-handler/http';
import {
  certificate,
  contentResources,
  legacyPath,
  messagesFor,
  publicCertificate,
} from '@club/model';
import type { Item } from '../domain/ports.js';
import { recordId } from '../domain/content/record-ids.js';
import { actorOf } from './actor.js';
import { signedInOnly, eventOf, readerOf, type AppDeps } from './context.js';
import { cacheableJson, json, readSubmission } from './http.js';

/** The old site's clients read `_id`; the REST face reads `id`. Both are sent. */
const withLegacyId = (item: Item) => ({ _id: item.id, ...item });

/**
 * The old admin reads these lists right after its own writes, and the old server sent no cache
 * header: a browser keeping a copy for a minute showed a list without the row just added. A
 * browser may keep a copy but asks each time whether it is current (ETag, 304 when it is).
 */
const LEGACY_CACHE = 'no-cache';

/** What the public lookup of one record answers: a certificate's public lines and standing. */
const publicOf = (d: { name: string }, item: Item): Item =>
  d.name === certificate.name ? publicCertificate(item) : item;

/** The calls of spec §7, kept exactly so that existing links and clients keep working. */
export const registerLegacyRoutes = (app: Router, { content, admin, edgeSecret }: AppDeps) => {
  for (const d of contentResources) {
    if (!d.legacy) continue;
    const messages = messagesFor(d);

    app.get(
      legacyPath(d, 'list'),
      readerOf(
        d,
        admin,
      )(async (reqCtx) =>
        cacheableJson(eventOf(reqCtx), (await content.list(d)).map(withLegacyId), LEGACY_CACHE),
      ),
    );

    if (d.legacy.one) {
      app.get(`${legacyPath(d, 'one')}/:key`, async (reqCtx) =>
        cacheableJson(
          eventOf(reqCtx),
          withLegacyId(publicOf(d, await content.findByKey(d, reqCtx.params.key ?? ''))),
          LEGACY_CACHE,
        ),
      );
    }

    app.post(
      legacyPath(d, 'add'),
      signedInOnly(admin, async (reqCtx, session) => {
        const event = eventOf(reqCtx);
        const submission = await readSubmission(event, session);
        const record = await content.create(d, submission, actorOf(event, session, edgeSecret));
        return json({ message: messages.added, data: withLegacyId(record) }, 201);
      }),
    );

    app.delete(
      `${legacyPath(d, 'remove')}/:id`,
      signedInOnly(admin, async (reqCtx, session) => {
        const actor = actorOf(eventOf(reqCtx), session, edgeSecret);
        await content.remove(d, recordId(d, reqCtx.params.id), actor);
        return json({ message: messages.deleted });
      }),
    );
  }
};
