import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button } from '@mui/material';
import { Link } from 'react-admin';
import { toolbarButtonSx } from '../csv/toolbar-button';

export const IMPORT_LABEL = 'Import CSV';

/**
 * A list's way to its import screen. A link, as it opens a screen; its words show on a phone
 * too, as an upload arrow alone does not say what it takes. `name` says more where the screen
 * is known by another name (the certificates' bulk issue).
 */
export const ImportCsvButton = ({ to, name }: { to: string; name?: string }) => (
  <Button
    component={Link}
    to={to}
    size="small"
    startIcon={<UploadFileIcon />}
    aria-label={name}
    sx={toolbarButtonSx}
  >
    {IMPORT_LABEL}
  </Button>
);
