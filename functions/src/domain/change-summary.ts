import {
  certificate,
  CHANGE_ACTION_LABELS,
  contactMessage,
  resourceByName,
  type RecordChange,
} from '@club/model';
import type { AuditEvent } from './audit-log.js';

/**
 * A change of a record as the audit log tells it: "Changed Team member “Nusrat Jahan” (Name,
 * Picture)". Certificates and messages are kinds of their own, as the owners look for them apart.
 */
export const changeSummary = (change: RecordChange): AuditEvent => {
  const d = resourceByName(change.resource);
  const record = change.after ?? change.before ?? {};
  const title = String((d && record[d.titleField]) || change.recordId);
  const fields = change.changed.map((name) => d?.fields[name]?.label ?? name);
  const what = `${CHANGE_ACTION_LABELS[change.action]} ${d?.labels.one ?? change.resource} “${title}”`;
  return {
    kind:
      change.resource === certificate.name
        ? 'certificate'
        : change.resource === contactMessage.name
          ? 'message'
          : 'content',
    what: change.action === 'update' && fields.length > 0 ? `${what} (${fields.join(', ')})` : what,
  };
};
