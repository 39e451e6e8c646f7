import type { AuditEntry } from '@club/model';
import DownloadIcon from '@mui/icons-material/Download';
import { Box, useMediaQuery, type Theme } from '@mui/material';
import { useCallback } from 'react';
import { ExportButton, useListContext, useNotify } from 'react-admin';
import { saveFile } from '../save-file';
import { auditCsv, auditFileName } from './csv';

/**
 * The most entries one file holds. The API answers them in one response, which Lambda caps at
 * 6 MB; an entry is a few hundred bytes, so this stays well under it.
 */
const EXPORT_MOST = 10_000;

const LABEL = 'Export CSV';

/**
 * On a phone react-admin's buttons show only their icon, and a download arrow alone does not
 * say what it saves: the words go in beside it.
 */
const PhoneIcon = () => (
  <>
    <DownloadIcon />
    <Box component="span" sx={{ ml: 0.5, typography: 'button' }}>
      {LABEL}
    </Box>
  </>
);

/**
 * Saves the entries the filters in force select (all of them, not only the page on screen) as
 * `audit-log-<today>.csv`: react-admin's export, which fetches them with the list's filters.
 */
export const AuditExportButton = () => {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const notify = useNotify();
  const { total, error } = useListContext();
  const exporter = useCallback(
    (entries: AuditEntry[]) => {
      const csv = new Blob([auditCsv(entries)], { type: 'text/csv;charset=utf-8' });
      saveFile(auditFileName(new Date()), csv);
      if (total !== undefined && total > entries.length)
        notify(
          `The file holds the newest ${entries.length.toLocaleString()} of ${total.toLocaleString()} entries. Choose a first and last day to export the older ones.`,
          { type: 'warning' },
        );
    },
    [notify, total],
  );
  return (
    <ExportButton
      label={LABEL}
      exporter={exporter}
      maxResults={EXPORT_MOST}
      // Nothing to save while the filters are refused (the first day after the last).
      disabled={Boolean(error) || total === 0}
      icon={phone ? <PhoneIcon /> : <DownloadIcon />}
      // A round button suits an icon alone, not one with its words.
      sx={phone ? { borderRadius: 1 } : undefined}
    />
  );
};
