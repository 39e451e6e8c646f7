import ViewWeekIcon from '@mui/icons-material/ViewWeek';
import { FormControlLabel, FormGroup, Popover, Switch } from '@mui/material';
import { useState } from 'react';
import { Button, useResourceContext, useStore, type ConfigurableDatagridColumn } from 'react-admin';

/**
 * Lets the administrator choose which columns a list shows. It keeps its choice where
 * react-admin's DatagridConfigurable reads it (`preferences.<resource>.datagrid.*`, as its own
 * SelectColumnsButton does), but draws each column as a labelled switch in a group: the
 * stock button puts its switches inside `role="option"` items, which screen readers cannot
 * operate (axe: nested-interactive).
 */
export const ColumnsButton = () => {
  const key = `preferences.${useResourceContext()}.datagrid`;
  const [available] = useStore<ConfigurableDatagridColumn[]>(`${key}.availableColumns`, []);
  const [omit] = useStore<string[]>(`${key}.omit`, []);
  const [shown, setShown] = useStore<string[]>(
    `${key}.columns`,
    available.filter((c) => !c.source || !omit?.includes(c.source)).map((c) => c.index),
  );
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  // Kept in the table's order, whatever the order of clicks.
  const toggle = (index: string, on: boolean) =>
    setShown(
      available
        .filter((c) => (c.index === index ? on : shown.includes(c.index)))
        .map((c) => c.index),
    );

  return (
    <>
      <Button
        label="Columns"
        aria-haspopup="true"
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <ViewWeekIcon />
      </Button>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <FormGroup role="group" aria-label="Columns shown" sx={{ px: 2, py: 1 }}>
          {available.map((column) => (
            <FormControlLabel
              key={column.index}
              label={column.label ?? column.source}
              control={
                <Switch
                  size="small"
                  checked={shown.includes(column.index)}
                  onChange={(event) => toggle(column.index, event.target.checked)}
                />
              }
            />
          ))}
        </FormGroup>
      </Popover>
    </>
  );
};
