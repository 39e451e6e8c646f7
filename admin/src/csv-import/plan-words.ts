import type { ResourceDefinition } from '@club/model';
import { columnLabel } from './columns';
import { isReady, isUnchanged, type PlannedRow } from './plan';
import { pluralOf } from './words';

export interface PlanCounts {
  add: number;
  update: number;
  unchanged: number;
  problems: number;
  /** Rows without problems that wait for the ZIP. */
  waiting: number;
}

export const countPlan = (plan: readonly PlannedRow[]): PlanCounts => ({
  add: plan.filter((row) => isReady(row) && row.action === 'add').length,
  update: plan.filter((row) => isReady(row) && row.action === 'update').length,
  unchanged: plan.filter(isUnchanged).length,
  problems: plan.filter((row) => row.problems.length > 0).length,
  waiting: plan.filter((row) => row.waitsForZip && row.problems.length === 0).length,
});

/** The check's line: '1 to add, 1 to update, 6 unchanged, 0 with problems.' */
export const planSummary = ({ add, update, unchanged, problems, waiting }: PlanCounts) =>
  [
    `${add} to add`,
    ...(update ? [`${update} to update`] : []),
    ...(unchanged ? [`${unchanged} unchanged`] : []),
    `${problems} with problems`,
    ...(waiting ? [`${waiting} waiting for the ZIP`] : []),
  ].join(', ') + '.';

/**
 * The import button's words, what pressing it does: 'Add 2 services', 'Update 1 service',
 * 'Add 1 and update 3 services'; 'Import 0 services' when there is nothing to do.
 */
export const importButtonLabel = (d: ResourceDefinition, { add, update }: PlanCounts) => {
  const noun = (n: number) => (n === 1 ? d.labels.one : pluralOf(d.labels.one));
  if (add && update) return `Add ${add} and update ${update} ${noun(update)}`;
  if (update) return `Update ${update} ${noun(update)}`;
  if (add) return `Add ${add} ${noun(add)}`;
  return `Import 0 ${noun(0)}`;
};

/** What a ready or unchanged row does, in the preview: 'Add', 'Updates: Title, Icon', 'Unchanged'. */
export const actionText = (d: ResourceDefinition, row: PlannedRow) =>
  row.action === 'add'
    ? 'Add'
    : row.action === 'unchanged'
      ? 'Unchanged'
      : `Updates: ${row.changes.map((name) => columnLabel(d, name)).join(', ')}`;
