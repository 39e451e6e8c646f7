import { TableCell, TableHead, TableRow, TableSortLabel, Tooltip } from '@mui/material';
import { Children, isValidElement, type ReactNode } from 'react';
import {
  DatagridClasses,
  useListContext,
  useTranslate,
  type DatagridHeaderProps,
  type SortPayload,
} from 'react-admin';

/** The props Datagrid reads from a column's element: the list's columns all set a label. */
interface ColumnProps {
  source?: string;
  label?: string;
  sortable?: boolean;
  textAlign?: 'right';
  /** What an unsortable column's header shows instead of its label (a select-all box). */
  header?: ReactNode;
}

const direction = (order: SortPayload['order']) => (order === 'ASC' ? 'asc' : 'desc');

const HeaderCell = ({ column }: { column: ColumnProps }) => {
  const { sort, setSort } = useListContext();
  const translate = useTranslate();
  const { source, label = source ?? '', sortable = true, textAlign } = column;
  const active = Boolean(source && sort?.field === source);
  const next: SortPayload['order'] = active && sort?.order === 'ASC' ? 'DESC' : 'ASC';
  const className = `${DatagridClasses.headerCell} column-${source}`;
  if (!source || !sortable) {
    return (
      <TableCell variant="head" align={textAlign} className={className}>
        {column.header ?? label}
      </TableCell>
    );
  }
  const hint = translate('ra.sort.sort_by', {
    field: label,
    field_lower_first: label.charAt(0).toLowerCase() + label.slice(1),
    order: translate(`ra.sort.${next}`),
  });
  return (
    <TableCell
      variant="head"
      align={textAlign}
      className={className}
      sortDirection={active && sort ? direction(sort.order) : false}
    >
      {/* describeChild: the tooltip describes the button, which keeps the column's name. */}
      <Tooltip title={hint} describeChild enterDelay={300} placement="bottom-start">
        <TableSortLabel
          active={active}
          direction={active && sort ? direction(sort.order) : 'asc'}
          onClick={(event) => {
            // The header row is inside the table, whose rows open the edit screen.
            event.stopPropagation();
            setSort({ field: source, order: next });
          }}
        >
          {label}
        </TableSortLabel>
      </Tooltip>
    </TableCell>
  );
};

/**
 * The list's header row, as react-admin's own draws it, but saying which column the rows are
 * sorted by (`aria-sort` on that header cell), and named by the column's label: react-admin
 * names each header 'Sort by name ascending', which a screen reader then reads before every cell.
 */
export const SortableHeader = ({ children }: DatagridHeaderProps & { children?: ReactNode }) => (
  <TableHead className={DatagridClasses.thead}>
    <TableRow className={`${DatagridClasses.row} ${DatagridClasses.headerRow}`}>
      {Children.map(children, (column) =>
        isValidElement<ColumnProps>(column) ? <HeaderCell column={column.props} /> : null,
      )}
    </TableRow>
  </TableHead>
);
