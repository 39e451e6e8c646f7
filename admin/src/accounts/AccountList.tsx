import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Box, Chip, useMediaQuery, type Theme } from '@mui/material';
import type { MouseEvent } from 'react';
import {
  CreateButton,
  Datagrid,
  FunctionField,
  Link,
  List,
  SimpleList,
  TopToolbar,
  useCreatePath,
  useListContext,
  type RaRecord,
} from 'react-admin';
import { ListLoadFailed } from '../content/ListLoadFailed';
import { serverMessage } from '../http-errors';
import { ScreenHeading } from '../layout/ScreenHeading';
import { AccountDate } from './AccountDate';
import { ACCOUNT_RESOURCE, ACCOUNTS_TITLE, INVITE_LABEL, roleLabel, stateLabel } from './words';

/** The e-mail address opens the account: a link, so Tab reaches it and Enter opens it. */
const EmailLink = ({ record }: { record: RaRecord }) => {
  const createPath = useCreatePath();
  return (
    <Link
      to={createPath({ resource: ACCOUNT_RESOURCE, id: record.id, type: 'edit' })}
      // The row would open it a second time.
      onClick={(event: MouseEvent) => event.stopPropagation()}
      sx={{ overflowWrap: 'anywhere' }}
    >
      {String(record.email ?? record.id)}
    </Link>
  );
};

/** Active reads plain; invited and disabled stand out, in words and not by colour alone. */
const StateChip = ({ state }: { state: unknown }) => (
  <Chip
    label={stateLabel(state)}
    size="small"
    variant={state === 'active' ? 'filled' : 'outlined'}
  />
);

const Table = () => (
  <Datagrid rowClick="edit" bulkActionButtons={false}>
    <FunctionField
      source="email"
      label="Email"
      sortable={false}
      render={(record) => <EmailLink record={record} />}
    />
    <FunctionField
      source="role"
      label="Role"
      sortable={false}
      render={(record) => roleLabel(record.role)}
    />
    <FunctionField
      source="state"
      label="State"
      sortable={false}
      render={(record) => <StateChip state={record.state} />}
    />
    <FunctionField
      source="lastSignInAt"
      label="Last sign-in"
      sortable={false}
      render={(record) => <AccountDate value={record.lastSignInAt} none="Never" />}
    />
    <FunctionField
      source="invitedBy"
      label="Invited by"
      sortable={false}
      // The first owner, and owners made from the terminal, were invited by nobody.
      render={(record) => (
        <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
          {String(record.invitedBy || '—')}
        </Box>
      )}
    />
  </Datagrid>
);

/** On a phone, a line per account: the address, then its role and state. */
const CompactList = () => (
  <SimpleList
    sx={{ '& .MuiListItemText-root': { overflowWrap: 'anywhere' } }}
    linkType="edit"
    primaryText={(record) => String(record.email ?? record.id)}
    secondaryText={(record) => `${roleLabel(record.role)} · ${stateLabel(record.state)}`}
  />
);

/** The server's reason (an editor's 403 names who may), else a plain one; and Retry. */
const LoadFailed = () => (
  <ListLoadFailed
    message={serverMessage(useListContext().error) ?? 'Failed to load the accounts.'}
  />
);

const Actions = ({ phone }: { phone: boolean }) => (
  // On a phone Invite floats over the list, so the bar holds nothing in line: without this its
  // height still stood empty above the first account.
  <TopToolbar sx={phone ? { minHeight: 0, padding: 0 } : undefined}>
    <CreateButton label={INVITE_LABEL} icon={<PersonAddIcon />} />
  </TopToolbar>
);

/**
 * Every account, oldest first as the API sends them (a club has a handful, so one page and no
 * sorting): who, what they may do, whether they can sign in, and when they last did.
 */
export const AccountList = () => {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <>
      <ScreenHeading title={ACCOUNTS_TITLE} />
      <List
        title={ACCOUNTS_TITLE}
        actions={<Actions phone={phone} />}
        pagination={false}
        perPage={1000}
        exporter={false}
        empty={false}
        error={<LoadFailed />}
        // The error state says it; react-admin's toast would repeat it.
        queryOptions={{ onError: () => undefined }}
        sx={{ '& .RaList-content': { overflowX: 'auto' } }}
      >
        {phone ? <CompactList /> : <Table />}
      </List>
    </>
  );
};
