import type { Router } from '@aws-lambda-powertools/event-handler/http';
import { contentResources, messagesFor } from '@club/model';
import type { Item } from '../storage/record-store.js';
import { adminOnly, eventOf, type AppDeps } from './context.js';
import { json, readSubmission } from './http.js';

/** The old site's clients read `_id`; the REST face reads `id`. Both are sent. */
const withLegacyId = (item: Item) => ({ _id: item.id, ...item });

/** The calls of spec §7, kept exactly so that existing links and clients keep working. */
export const registerLegacyRoutes = (app: Router, { content, admin }: AppDeps) => {
  for (const d of contentResources) {
    if (!d.legacy) continue;
    const { base, list, add, remove } = d.legacy;
    const messages = messagesFor(d);

    app.get(`/api/${base}/${list}`, async () => json((await content.list(d)).map(withLegacyId)));

    app.post(
      `/api/${base}/${add}`,
      adminOnly(admin, async (reqCtx) => {
        const record = await content.create(d, await readSubmission(eventOf(reqCtx)));
        return json({ message: messages.added, data: withLegacyId(record) }, 201);
      }),
    );

    app.delete(
      `/api/${base}/${remove}/:id`,
      adminOnly(admin, async ({ params }) => {
        await content.remove(d, params.id ?? '');
        return json({ message: messages.deleted });
      }),
    );
  }
};
