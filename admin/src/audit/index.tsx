import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import type { Role } from '@club/model';
import { CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router';
import { AuditList } from './AuditList';
import { AuditOwnersOnly } from './AuditOwnersOnly';
import { AUDIT_RESOURCE, AUDIT_TITLE } from './words';

/**
 * The audit log for a role, beside the accounts in <Admin>'s function child: an owner gets the
 * list, and with it the side menu's entry; anyone else gets, at the same address, a page
 * saying only an owner may read it. A list only: entries are never written from the console.
 */
export const auditScreensFor = (role: Role | null | undefined) =>
  role === 'owner' ? (
    <Resource
      name={AUDIT_RESOURCE}
      options={{ label: AUDIT_TITLE }}
      list={AuditList}
      icon={ReceiptLongIcon}
    />
  ) : (
    <CustomRoutes>
      <Route path={`/${AUDIT_RESOURCE}/*`} element={<AuditOwnersOnly />} />
    </CustomRoutes>
  );
