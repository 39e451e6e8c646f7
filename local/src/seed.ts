import { DomainError, type AppDeps } from '@club/functions';
import { demoContent, renderDemoFile, type DemoEntry } from '@club/demo';

// Written after the last record: its presence means the demo content is complete, so demo
// records the administrator deleted later do not come back.
const MARKER = { collection: 'meta', id: 'demo-content' };

/** Who the history says added the demo records. */
const DEMO_CONTENT = { email: 'the demo content' };

const filesOf = async (entry: DemoEntry) =>
  Object.fromEntries(
    await Promise.all(
      Object.entries(entry.files ?? {}).map(async ([field, file]) => [
        field,
        await renderDemoFile(field, file),
      ]),
    ),
  );

/**
 * Keeps the demo content out of a site that has its own (an import): the first npm start
 * would otherwise add it beside the club's records.
 */
export const skipDemoContent = (records: AppDeps['records']) =>
  records.put(MARKER.collection, { id: MARKER.id, skippedAt: new Date().toISOString() });

/**
 * Adds the demo content through the API's own service, once per data directory. Each demo
 * record has a fixed id, so a first start that was stopped half way resumes without doubles.
 */
export const seedDemoContent = async ({
  records,
  content,
}: Pick<AppDeps, 'records' | 'content'>) => {
  if (await records.get(MARKER.collection, MARKER.id)) return false;
  for (const [index, entry] of demoContent.entries()) {
    const id = `demo-${index}`;
    if (await records.get(entry.resource.name, id)) continue;
    try {
      await content.create(
        entry.resource,
        { fields: entry.fields, files: await filesOf(entry) },
        DEMO_CONTENT,
        id,
      );
    } catch (error) {
      // A record stored under its key (a certificate by its code) is already there.
      if (!(error instanceof DomainError && error.kind === 'conflict')) throw error;
    }
  }
  await records.put(MARKER.collection, { id: MARKER.id, seededAt: new Date().toISOString() });
  return true;
};
