import { certificate } from '@club/model';
import DownloadIcon from '@mui/icons-material/Download';
import GridViewIcon from '@mui/icons-material/GridView';
import { IconButton, Tooltip } from '@mui/material';
import { Button, Link, useNotify, useRecordContext } from 'react-admin';
import { useRecordName } from '../content/use-record-delete';
import { CertificateQr } from './CertificateQr';
import { codeFileName } from './public-address';
import { certificateQr, QR_FILE_SIZE, QR_LIST_SIZE } from './qr';
import { saveFile } from '../save-file';

export const BULK_ISSUE_PATH = '/certificate/bulk-issue';
export const QR_SHEET_PATH = '/certificate/qr-sheet';

/** The list's QR column (spec §2: each row with a QR image). */
export const QrColumn = (_: { label: string }) => {
  const record = useRecordContext();
  const code = record?.code ? String(record.code) : undefined;
  return code ? <CertificateQr code={code} width={QR_LIST_SIZE} /> : null;
};

/**
 * Saves the row's QR code as a 300 px PNG named after the code. An icon: the row is wide.
 * Named for the record, as the row's Edit and Delete are: every row has one.
 */
export const QrDownloadButton = () => {
  const record = useRecordContext();
  const name = useRecordName(certificate);
  const notify = useNotify();
  if (!record?.code) return null;
  const code = String(record.code);
  return (
    <Tooltip title="Download the QR code (PNG, 300 px)" describeChild>
      <IconButton
        aria-label={`Download QR for ${name || code}`}
        color="primary"
        size="small"
        onClick={async (event) => {
          // The row itself opens the edit screen; a download should not.
          event.stopPropagation();
          try {
            saveFile(codeFileName(code, 'png'), await certificateQr(code, QR_FILE_SIZE));
          } catch {
            notify('The QR code could not be made. Please try again.', { type: 'error' });
          }
        }}
      >
        <DownloadIcon />
      </IconButton>
    </Tooltip>
  );
};

/**
 * Import CSV on the certificate list opens the bulk issue, which checks the codes already
 * issued and can give every certificate one picture; its name says so to a screen reader.
 */
export const CERTIFICATE_IMPORT = { path: BULK_ISSUE_PATH, name: 'Import CSV (bulk issue)' };

/** Beside Add in the list's toolbar. */
export const CertificateListActions = () => (
  <Button component={Link} to={QR_SHEET_PATH} label="QR sheet">
    <GridViewIcon />
  </Button>
);
