import { ROLE_LABELS } from '@club/model';
import { OwnersOnly } from '../layout/OwnersOnly';
import { AUDIT_TITLE } from './words';

/** The audit log's address, for an editor. */
export const AuditOwnersOnly = () => (
  <OwnersOnly
    title={AUDIT_TITLE}
    heading="Only an owner can read the audit log"
    text={`You are signed in as an ${ROLE_LABELS.editor.toLowerCase()}. The audit log records who signed in and what they changed; if you need to know something from it, ask one of the club's owners.`}
  />
);
