import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Box, Button, CardContent, Typography, useMediaQuery, type Theme } from '@mui/material';
import {
  Datagrid,
  FunctionField,
  List,
  SimpleList,
  TopToolbar,
  useListContext,
  type RaRecord,
} from 'react-admin';
import { ListLoadFailed, ListPagination } from '../content/ListLoadFailed';
import { serverFieldErrors, serverMessage } from '../http-errors';
import { ScreenHeading } from '../layout/ScreenHeading';
import { AuditExportButton } from './AuditExportButton';
import { auditFilters } from './filters';
import { AuditResult, AuditTime, RefusedChip } from './marks';
import { AUDIT_TITLE, KEPT_FOR, kindLabel, WHAT_IT_RECORDS, WHERE_VALUES_ARE } from './words';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Long words (an e-mail, an IPv6 address) break inside their cell rather than widen it. */
const breaks = { overflowWrap: 'anywhere' } as const;

const Table = () => (
  <Datagrid
    rowClick={false}
    // An entry opens nothing: no hover shading that says it would.
    hover={false}
    bulkActionButtons={false}
    empty={<NoMatch />}
    sx={{ '& th, & td': { px: 1, verticalAlign: 'top' } }}
  >
    <FunctionField
      source="at"
      label="When"
      sortable={false}
      render={(entry) => (
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          <AuditTime value={entry.at} />
        </Box>
      )}
    />
    <FunctionField
      source="who"
      label="Who"
      sortable={false}
      render={(entry) => (
        <Box component="span" sx={breaks}>
          {text(entry.who)}
        </Box>
      )}
    />
    <FunctionField
      source="kind"
      label="Kind"
      sortable={false}
      render={(entry) => kindLabel(entry.kind)}
    />
    <FunctionField
      source="what"
      label="What"
      sortable={false}
      render={(entry) => (
        <Box component="span" sx={{ ...breaks, display: 'block', minWidth: 200 }}>
          {text(entry.what)}
        </Box>
      )}
    />
    <FunctionField
      source="address"
      label="From"
      sortable={false}
      render={(entry) => (
        <Box component="span" sx={breaks}>
          {text(entry.address) || '—'}
        </Box>
      )}
    />
    <FunctionField
      source="ok"
      label="Result"
      sortable={false}
      render={(entry) => <AuditResult ok={entry.ok} />}
    />
  </Datagrid>
);

/** A line of the phone's list, under its first: who, the kind, when, and from where. */
const Details = ({ entry }: { entry: RaRecord }) => (
  <>
    <Box component="span" sx={{ display: 'block', ...breaks }}>
      {`${text(entry.who)} · ${kindLabel(entry.kind)}`}
    </Box>
    <Box component="span" sx={{ display: 'block', ...breaks }}>
      <AuditTime value={entry.at} />
      {entry.address ? ` · from ${text(entry.address)}` : ''}
    </Box>
  </>
);

/**
 * On a phone, an entry is a few lines (what happened, then who, the kind, when and from where)
 * instead of a table of six columns. Nothing to open: the lines are the whole entry.
 */
const CompactList = () => (
  <SimpleList
    rowClick={false}
    empty={<NoMatch />}
    sx={{ '& .MuiListItemText-root': breaks }}
    primaryText={(entry) => (
      <>
        {entry.ok === false && (
          <Box component="span" sx={{ display: 'inline-block', mr: 1 }}>
            <RefusedChip />
          </Box>
        )}
        {text(entry.what)}
      </>
    )}
    secondaryText={(entry) => <Details entry={entry} />}
  />
);

/** Filters that select nothing: say so, and offer to clear them. */
const NoMatch = () => {
  const { setFilters } = useListContext();
  return (
    <CardContent>
      <Typography variant="body2" component="p" gutterBottom>
        No entries match these filters.
      </Typography>
      <Button variant="outlined" size="small" onClick={() => setFilters({}, [])}>
        Clear the filters
      </Button>
    </CardContent>
  );
};

/**
 * The log before anything was recorded in it (a new site), under the line that says what it
 * holds: when it fills, and for how long entries stay.
 */
const EmptyLog = () => (
  // Padding, not margins beside a full width: those pushed the words past a phone's edge.
  <Box sx={{ textAlign: 'center', px: 2, py: 4 }}>
    <ReceiptLongIcon sx={{ fontSize: 80, opacity: 0.4 }} />
    <Typography variant="h6" component="h2" gutterBottom>
      Nothing in the audit log yet
    </Typography>
    <Typography variant="body1" sx={{ maxWidth: 560, mx: 'auto' }}>
      {`Entries appear here as people sign in and change things. Each is kept for ${KEPT_FOR}, then removed.`}
    </Typography>
  </Box>
);

/**
 * Why the log did not load: a filter the API refused (the first day after the last), with a
 * way to clear them; else the API's reason (an account no longer an owner), or a plain one,
 * with Retry.
 */
const LoadFailed = () => {
  const { error, setFilters } = useListContext();
  const filterProblem = Object.values(serverFieldErrors(error) ?? {})[0];
  if (!filterProblem)
    return <ListLoadFailed message={serverMessage(error) ?? 'Failed to load the audit log.'} />;
  return (
    <Box sx={{ p: 4, textAlign: 'center' }}>
      <Typography role="alert" color="error" gutterBottom>
        {filterProblem}
      </Typography>
      <Button variant="outlined" onClick={() => setFilters({}, [])}>
        Clear the filters
      </Button>
    </Box>
  );
};

const Actions = () => (
  <TopToolbar>
    <AuditExportButton />
  </TopToolbar>
);

/**
 * The owners' audit log: who did what, when and from where, newest first (the API's only
 * order, so no column sorts), with its filters always in view and an export of what they
 * select as CSV.
 */
export const AuditList = () => {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <>
      <ScreenHeading title={AUDIT_TITLE} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2, mx: { xs: 1, sm: 0 } }}>
        {`${WHAT_IT_RECORDS} Kept for ${KEPT_FOR}.`}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1, mx: { xs: 1, sm: 0 } }}>
        {WHERE_VALUES_ARE}
      </Typography>
      <List
        title={AUDIT_TITLE}
        filters={auditFilters}
        // The days of the filter are the reader's own, wherever the server's clock is.
        filter={{ offset: -new Date().getTimezoneOffset() }}
        actions={<Actions />}
        sort={{ field: 'at', order: 'DESC' }}
        // More than the content lists' 10: a log is read down in runs (a burst of failed sign-ins).
        perPage={25}
        pagination={<ListPagination />}
        empty={<EmptyLog />}
        error={<LoadFailed />}
        // The error state says it; react-admin's toast would repeat it raw.
        queryOptions={{ onError: () => undefined }}
        sx={{
          '& .RaList-content': { overflowX: 'auto' },
          // On a phone the two days share a line: five filters one under the other pushed the
          // first entry below the fold.
          '& .filter-field:is([data-source="from"], [data-source="to"])': {
            width: { xs: '50%', sm: 'auto' },
            '& .MuiFormControl-root': { flex: { xs: 1, sm: '0 1 auto' } },
          },
        }}
      >
        {phone ? <CompactList /> : <Table />}
      </List>
    </>
  );
};
