import type { ResourceDefinition } from '@club/model';

export type Outcome =
  { kind: 'imported' | 'updated' | 'unchanged' } | { kind: 'skipped'; reason: string };

interface Line {
  id: string;
  title: string;
  text: string;
}

interface Tally {
  resource: string;
  collection: string;
  imported: number;
  updated: number;
  unchanged: number;
  skipped: Line[];
  notes: Line[];
  /** Why the collection's file could not be read at all: nothing of it was imported. */
  failed?: string;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** What an import did (or, dry, would do), record by record, for the person who ran it. */
export const emptyReport = (dryRun: boolean) => {
  const tallies: Tally[] = [];
  const notices: string[] = [];
  return {
    dryRun,
    tallies,
    /** About the dump as a whole: collections left out, the old administrator. */
    notices,
    add(d: ResourceDefinition, collection: string) {
      const tally: Tally = {
        resource: d.labels.many,
        collection,
        imported: 0,
        updated: 0,
        unchanged: 0,
        skipped: [],
        notes: [],
      };
      tallies.push(tally);
      return {
        failed(reason: string) {
          tally.failed = reason;
        },
        note(outcome: Outcome, id: string, title: string, notes: string[] = []) {
          if (outcome.kind === 'skipped') {
            tally.skipped.push({ id, title, text: outcome.reason });
            return;
          }
          tally[outcome.kind] += 1;
          // What was changed on the way matters when the record is written, not when it is left.
          if (outcome.kind !== 'unchanged')
            tally.notes.push(...notes.map((text) => ({ id, title, text })));
        },
      };
    },
    get changed() {
      return tallies.reduce((n, t) => n + t.imported + t.updated, 0);
    },
    /** The report as the terminal shows it. */
    text() {
      const would = dryRun ? 'would be ' : '';
      const lines = [
        dryRun ? 'Dry run: nothing was written. What the import would do:' : 'Import done.',
      ];
      for (const t of tallies) {
        const counts = [
          `${t.imported} ${would}imported`,
          ...(t.updated ? [`${t.updated} ${would}updated`] : []),
          ...(t.unchanged ? [`${t.unchanged} unchanged`] : []),
          ...(t.skipped.length ? [`${t.skipped.length} skipped`] : []),
        ];
        lines.push(`${t.resource} (${t.collection}): ${counts.join(', ')}`);
        if (t.failed)
          lines.push(
            `  ${t.collection} could not be read: ${t.failed}. Nothing was imported from it.`,
          );
        for (const s of t.skipped)
          lines.push(`  skipped ${s.id}${s.title ? ` ${s.title}` : ''}: ${s.text}`);
        for (const n of t.notes) lines.push(`  ${n.id} ${n.title}: ${n.text}`);
      }
      if (tallies.length === 0) lines.push("The dump holds none of the old site's collections.");
      lines.push(...notices.map((n) => `Note: ${n}`));
      if (!dryRun)
        lines.push(
          `${plural(
            tallies.reduce((n, t) => n + t.imported + t.updated, 0),
            'record',
          )} written.`,
        );
      return lines.join('\n');
    },
  };
};

export type ImportReport = ReturnType<typeof emptyReport>;
