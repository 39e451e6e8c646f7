import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import type { Role } from '@club/model';
import { CustomRoutes, Resource, type RaRecord } from 'react-admin';
import { Route } from 'react-router';
import { AccountCreate } from './AccountCreate';
import { AccountEdit } from './AccountEdit';
import { AccountList } from './AccountList';
import { AccountsOwnersOnly } from './OwnersOnly';
import { ACCOUNT_RESOURCE, ACCOUNTS_TITLE } from './words';

/**
 * The accounts' part of the console for a role, as <Admin>'s function child (react-admin's way
 * to declare resources by permissions): an owner gets the Accounts screens, and with them the
 * side menu's entry; anyone else gets, at the same addresses, a page saying only an owner may.
 */
export const accountScreensFor = (role: Role | null | undefined) =>
  role === 'owner' ? (
    <Resource
      name={ACCOUNT_RESOURCE}
      options={{ label: ACCOUNTS_TITLE }}
      list={AccountList}
      create={AccountCreate}
      edit={AccountEdit}
      icon={ManageAccountsIcon}
      recordRepresentation={(record: RaRecord) => String(record.email ?? record.id)}
    />
  ) : (
    <CustomRoutes>
      <Route path={`/${ACCOUNT_RESOURCE}/*`} element={<AccountsOwnersOnly />} />
    </CustomRoutes>
  );
