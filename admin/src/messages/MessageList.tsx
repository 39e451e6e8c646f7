import { contactMessage, defaultSort, messagesFor } from '@club/model';
import { Box, Typography, useMediaQuery, type Theme } from '@mui/material';
import type { MouseEvent } from 'react';
import {
  Datagrid,
  FilterButton,
  FunctionField,
  Link,
  List,
  NullableBooleanInput,
  SearchInput,
  SimpleList,
  TopToolbar,
  useCreatePath,
  type RaRecord,
} from 'react-admin';
import { ExportCsvButton } from '../csv/ExportCsvButton';
import { recordExporter } from '../csv/record-exporter';
import { isUnread, MessageDate, NewChip, unreadSx } from './marks';
import { MessageValue } from './MessageValue';
import { ListLoadFailed, ListPagination } from '../content/ListLoadFailed';
import { ScreenHeading } from '../layout/ScreenHeading';

const { fields, listColumns, inbox } = contactMessage;
const [sortField, sortOrder] = defaultSort(contactMessage);
const labelOf = (name: string) => fields[name as keyof typeof fields]?.label ?? name;

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <NullableBooleanInput
    key={inbox.unreadFilter}
    source={inbox.unreadFilter}
    label="Unread"
    trueLabel="Unread only"
    falseLabel="Opened only"
    nullLabel="All"
  />,
];

/** The first column names the sender and marks a message nobody has opened. */
const Sender = ({ record }: { record: RaRecord }) => (
  <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
    {String(record.name ?? '')}
    {isUnread(record) && <NewChip />}
  </Box>
);

/**
 * The subject opens the message: a link, so it is a Tab stop and Enter opens it (a row click
 * is for the mouse only).
 */
const Subject = ({ record }: { record: RaRecord }) => {
  const createPath = useCreatePath();
  return (
    <Link
      to={createPath({ resource: contactMessage.name, id: record.id, type: 'show' })}
      // The row would open it a second time.
      onClick={(event: MouseEvent) => event.stopPropagation()}
      sx={{ overflowWrap: 'anywhere' }}
    >
      {String(record.subject ?? '')}
    </Link>
  );
};

/** A phone shows each message as a few lines; a table of six columns does not fit. */
const CompactList = () => (
  <SimpleList
    primaryText={(record) => <Sender record={record} />}
    secondaryText={(record) => String(record.subject ?? '')}
    tertiaryText={(record) => <MessageDate value={record.createdAt} />}
    rowClick="show"
    rowSx={unreadSx}
  />
);

const Table = () => (
  <Datagrid rowClick="show" bulkActionButtons={false} rowSx={unreadSx}>
    <FunctionField
      source="createdAt"
      label="Received"
      render={(record) => <MessageDate value={record.createdAt} />}
    />
    {listColumns.map((name) =>
      name === 'name' ? (
        <FunctionField
          key={name}
          source={name}
          label={fields.name.label}
          render={(record) => <Sender record={record} />}
        />
      ) : name === 'subject' ? (
        <FunctionField
          key={name}
          source={name}
          label={fields.subject.label}
          render={(record) => <Subject record={record} />}
        />
      ) : (
        <MessageValue key={name} source={name} label={labelOf(name)} />
      ),
    )}
  </Datagrid>
);

/** The filter chooser (Unread), and Export CSV of every message the filters select. */
const InboxActions = () => (
  <TopToolbar>
    <FilterButton />
    <ExportCsvButton />
  </TopToolbar>
);

const exporter = recordExporter(contactMessage);

const EmptyInbox = () => (
  <Box sx={{ textAlign: 'center', p: 4 }}>
    <Typography variant="h6" component="p" gutterBottom>
      No messages yet
    </Typography>
    <Typography variant="body1">
      Messages that visitors send with the site&apos;s contact form appear here.
    </Typography>
  </Box>
);

/** The inbox: newest first, unread ones in bold with a "New" chip; a row opens the message. */
export const MessageList = () => {
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <>
      <ScreenHeading title="Inbox" />
      <List
        title="Inbox"
        filters={filters}
        sort={{ field: sortField, order: sortOrder }}
        actions={<InboxActions />}
        exporter={exporter}
        empty={<EmptyInbox />}
        // As every list: a failure says so with Retry, never as an empty inbox beside a count.
        error={<ListLoadFailed message={messagesFor(contactMessage).loadFailed} />}
        // The error state says it in the inbox's words; react-admin's toast would repeat it raw.
        queryOptions={{ onError: () => undefined }}
        pagination={<ListPagination />}
        sx={{ '& .RaList-content': { overflowX: 'auto' } }}
      >
        {compact ? <CompactList /> : <Table />}
      </List>
    </>
  );
};
