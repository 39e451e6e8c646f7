import { DELETED_DAYS, type ResourceDefinition } from '@club/model';
import { capitalized, counted, pluralOf } from '../csv-import/words';

/** The records to delete, in a sentence: '"Repairs"', '"A", "B" and "C"', '"A", "B", "C" and 4 others'. */
const namesText = (names: readonly string[], count: number) => {
  const shown = names.slice(0, 3).map((name) => `"${name}"`);
  const others = count - shown.length;
  if (others > 0) return `${shown.join(', ')} and ${others} other${others > 1 ? 's' : ''}`;
  return shown.length > 1 ? `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}` : shown[0];
};

/**
 * The question before deleting the ticked records: how many, of what, which (by the names of
 * those on screen), and that each can come back from Recently deleted, as any delete can.
 */
export const bulkDeleteQuestion = (
  d: ResourceDefinition,
  count: number,
  names: readonly string[],
) => {
  const which = names.length > 0 ? `${namesText(names, count)}: ` : '';
  const what =
    count === 1 ? `the ${d.labels.one} and its` : `these ${pluralOf(d.labels.one)} and their`;
  const gone = `${what} files are removed from the website. For ${DELETED_DAYS} days ${count === 1 ? 'it' : 'each'} can be brought back from Recently deleted.`;
  return {
    title: `Delete ${counted(count, d.labels.one)}?`,
    content: which ? `${which}${gone}` : capitalized(gone),
  };
};

export interface BulkDeleteOutcome {
  deleted: string[];
  /** Each record not deleted, with the server's reason (an event that still has sub-events). */
  failed: { id: string; reason: string }[];
}

/**
 * Deletes the records one after another, going on past one the server refuses, so that every
 * record that can go goes and each refusal keeps its own reason.
 */
export const deleteEach = async (
  ids: readonly string[],
  remove: (id: string) => Promise<unknown>,
  reasonOf: (error: unknown) => string,
): Promise<BulkDeleteOutcome> => {
  const outcome: BulkDeleteOutcome = { deleted: [], failed: [] };
  for (const id of ids) {
    try {
      await remove(id);
      outcome.deleted.push(id);
    } catch (error) {
      outcome.failed.push({ id, reason: reasonOf(error) });
    }
  }
  return outcome;
};
