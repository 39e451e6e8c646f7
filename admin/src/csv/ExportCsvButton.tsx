import { resourceByName } from '@club/model';
import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useState } from 'react';
import { fetchRelatedRecords, useDataProvider, useListContext, useNotify } from 'react-admin';
import { serverMessage } from '../http-errors';
import { fetchAll } from './fetch-all';
import { toolbarButtonSx } from './toolbar-button';

export const EXPORT_LABEL = 'Export CSV';

/**
 * Saves every record the list's search and filters select, not only the page on screen, with
 * the list's own exporter and in its order. Unlike react-admin's ExportButton it reads them a
 * page at a time (see fetchAll), so no list is cut at a maximum. Its words show on a phone
 * too: a download arrow alone does not say what it saves. While it works it ignores presses
 * rather than turn disabled, which would drop the keyboard focus to the page's <body>.
 */
export const ExportCsvButton = () => {
  const { filter, filterValues, sort, resource, exporter } = useListContext();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  const exportAll = async () => {
    if (busy || !exporter) return;
    setBusy(true);
    try {
      const records = await fetchAll(dataProvider, resource, {
        filter: { ...filterValues, ...filter },
        sort,
      });
      await exporter(records, fetchRelatedRecords(dataProvider), dataProvider, resource);
    } catch (error) {
      notify(
        `The ${resourceByName(resource)?.labels.many ?? resource} list could not be exported: ${
          serverMessage(error) ?? 'the connection to the server failed.'
        } Please try again.`,
        { type: 'error' },
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      size="small"
      startIcon={<DownloadIcon />}
      aria-disabled={busy || undefined}
      onClick={exportAll}
      sx={toolbarButtonSx}
    >
      {busy ? 'Exporting…' : EXPORT_LABEL}
    </Button>
  );
};
