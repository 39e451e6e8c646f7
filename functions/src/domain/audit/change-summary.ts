import {
  certificate,
  CHANGE_ACTION_LABELS,
  contactMessage,
  resourceByName,
  type RecordChange,
  type ResourceDefinition,
} from '@club/model';
import type { AuditEvent } from './audit-log.js';

/**
 * A change of a record as the audit log tells it: "Changed Team member “Nusrat Jahan” (Name,
 * Picture)". Certificates and messages are kinds of their own, as the owners look for them apart.
 */
const kindOf = (resource: string) =>
  resource === certificate.name
    ? 'certificate'
    : resource === contactMessage.name
      ? 'message'
      : 'content';

/**
 * A record deleted for good, as the audit log tells it: the kind of record only. Its title
 * would repeat in the log, for a year, the personal data the owner was asked to remove.
 */
export const forGoodSummary = (d: ResourceDefinition): AuditEvent => ({
  kind: kindOf(d.name),
  what: `Deleted a ${d.labels.one} for good, with its files and history`,
});

export const changeSummary = (change: RecordChange): AuditEvent => {
  const d = resourceByName(change.resource);
  const record = change.after ?? change.before ?? {};
  const title = String((d && record[d.titleField]) || change.recordId);
  const fields = change.changed.map((name) => d?.fields[name]?.label ?? name);
  const what = `${CHANGE_ACTION_LABELS[change.action]} ${d?.labels.one ?? change.resource} “${title}”`;
  return {
    kind: kindOf(change.resource),
    what: change.action === 'update' && fields.length > 0 ? `${what} (${fields.join(', ')})` : what,
  };
};
