import { defaultSort, isFileField, messagesFor, type ResourceDefinition } from '@club/model';
import { GlobalStyles, useMediaQuery, type SxProps, type Theme } from '@mui/material';
import { useMemo, type ReactNode } from 'react';
import { CreateButton, DatagridConfigurable, List, SearchInput, TopToolbar } from 'react-admin';
import { ExportCsvButton } from '../csv/ExportCsvButton';
import { recordExporter } from '../csv/record-exporter';
import { csvImportPath } from '../csv-import/import-path';
import { ImportCsvButton } from '../csv-import/ImportCsvButton';
import { addLabel } from './button-labels';
import { BulkDeleteButton } from './BulkDeleteButton';
import { ColumnsButton } from './ColumnsButton';
import { CompactList } from './CompactList';
import { EmptyList } from './EmptyList';
import { FieldValue } from './FieldValue';
import { ListLoadFailed, ListPagination } from './ListLoadFailed';
import { RowActions } from './RowActions';
import { RowNumberField } from './RowNumber';
import { SelectColumn, SelectPageCheckbox } from './Selection';
import { ScreenHeading } from '../layout/ScreenHeading';
import { SortableHeader } from './SortableHeader';
import { listTitle } from './titles';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/**
 * Tighter cells than MUI's, so that a dozen columns share the card's width at 1280 px instead
 * of growing past it (links and e-mail addresses break inside their cell, see FieldValue); the
 * actions column is as narrow as its icons.
 */
const tableSx = {
  '& th, & td': { px: 1 },
  '& td:first-of-type, & th:first-of-type': { pl: 2 },
  '& td:last-of-type': { width: '1%' },
};

/** What a resource's own screens add to the generated list (see resourceScreens). */
export interface ListExtras {
  /** Replaces the model's order, for a list the console shows differently from the site. */
  sort?: { field: string; order: 'ASC' | 'DESC' };
  /** Buttons beside Add in the list's toolbar. */
  actions?: ReactNode;
  /** Where Import CSV leads, for a resource with an import screen of its own. */
  importTo?: { path: string; name?: string };
  /** Columns after the model's list columns (Datagrid children: each needs a `label`). */
  columns?: ReactNode;
  /** Buttons before Edit and Delete in each row. */
  rowActions?: ReactNode;
  /** At the end of each row of the phone's compact list (a certificate's QR code). */
  compactAside?: ReactNode;
  /** Styles over the table's own (tighter cells, for a list with more columns). */
  tableSx?: SxProps<Theme>;
}

const sortOf = (definition: ResourceDefinition) => {
  const [field, order] = defaultSort(definition);
  return { field, order };
};

const ListActions = ({
  definition,
  phone,
  importButton,
  children,
}: {
  definition: ResourceDefinition;
  phone: boolean;
  importButton: ReactNode;
  children?: ReactNode;
}) => (
  // On a phone the Add button floats over the list, so the bar holds only what is in line: the
  // toolbar's own height would stand empty above the search box.
  <TopToolbar
    sx={
      phone ? { minHeight: 0, padding: 0, flexWrap: 'wrap', justifyContent: 'flex-end' } : undefined
    }
  >
    {/* The administrator hides the columns they do not need; the choice is kept per list. */}
    {!phone && <ColumnsButton />}
    {importButton}
    <ExportCsvButton />
    {children}
    <BulkDeleteButton definition={definition} />
    <CreateButton label={addLabel(definition)} />
  </TopToolbar>
);

/**
 * The list of one resource: a row number, the model's list columns, then the row's actions;
 * on a phone, a compact list instead of a table wider than the screen.
 */
export const ContentList = ({
  definition,
  extras = {},
}: {
  definition: ResourceDefinition;
  extras?: ListExtras;
}) => {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const title = listTitle(definition);
  const exporter = useMemo(() => recordExporter(definition), [definition]);
  const importTo = extras.importTo ?? { path: csvImportPath(definition) };
  const importButton = <ImportCsvButton to={importTo.path} name={importTo.name} />;
  return (
    <>
      <ScreenHeading title={title} />
      {/* On a phone Add floats over the bottom of the screen (56 px, 60 px up): a row reached
          with the keyboard is scrolled to stand clear above it, not under it. */}
      {phone && <GlobalStyles styles={{ html: { scrollPaddingBottom: 60 + 56 + 8 } }} />}
      <List
        title={title}
        filters={filters}
        actions={
          <ListActions definition={definition} phone={phone} importButton={importButton}>
            {extras.actions}
          </ListActions>
        }
        empty={
          <EmptyList
            definition={definition}
            actions={
              <>
                {importButton}
                {extras.actions}
              </>
            }
          />
        }
        // Spec §4 and §8: in the resource's own words.
        error={<ListLoadFailed message={messagesFor(definition).loadFailed} />}
        // The error state says it in the resource's words; react-admin's toast would repeat it raw.
        queryOptions={{ onError: () => undefined }}
        pagination={<ListPagination />}
        // The order the site shows (e.g. the header strip reads the first four, oldest first).
        sort={extras.sort ?? sortOf(definition)}
        // Export CSV saves every record the search selects (ExportCsvButton).
        exporter={exporter}
        sx={{
          // Should a table still be wider (a narrow window), it scrolls inside its card.
          '& .RaList-content': { overflowX: 'auto' },
          // On a phone Add floats at the bottom right: room below lets the last row (its QR
          // code) scroll clear of it.
          pb: { xs: 10, sm: 0 },
        }}
      >
        {phone ? (
          <CompactList definition={definition} aside={extras.compactAside} />
        ) : (
          <DatagridConfigurable
            rowClick="edit"
            bulkActionButtons={false}
            header={<SortableHeader />}
            sx={[tableSx, ...(extras.tableSx ? [extras.tableSx] : [])] as SxProps<Theme>}
          >
            <RowNumberField label="#" />
            {/* Ticks the rows for Delete selected (and a certificate's Send to recipient). */}
            <SelectColumn
              label="Select"
              header={<SelectPageCheckbox definition={definition} />}
              definition={definition}
            />
            {definition.listColumns.map((name) => {
              const field = definition.fields[name];
              if (!field) return null;
              return (
                <FieldValue
                  key={name}
                  source={name}
                  label={field.label}
                  sortable={!isFileField(field)}
                  definition={definition}
                  field={field}
                />
              );
            })}
            {extras.columns}
            <RowActions label="Actions" textAlign="right" definition={definition}>
              {extras.rowActions}
            </RowActions>
          </DatagridConfigurable>
        )}
      </List>
    </>
  );
};
