import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button } from '@mui/material';
import type { ReactNode } from 'react';
import { saveFile } from '../save-file';

/**
 * How to prepare an import's file, and a file to start from. The button goes under the words,
 * not beside them: beside, on a phone, it squeezed them into a column a few words wide.
 */
export const TemplateHint = ({
  fileName,
  template,
  children,
}: {
  fileName: string;
  /** The template's text, made when it is asked for. */
  template: () => string;
  children: ReactNode;
}) => (
  <Alert severity="info">
    {children}
    <Box sx={{ mt: 1 }}>
      <Button
        color="inherit"
        size="small"
        variant="outlined"
        startIcon={<DownloadIcon />}
        onClick={() =>
          saveFile(fileName, new Blob([template()], { type: 'text/csv;charset=utf-8' }))
        }
      >
        Download a template
      </Button>
    </Box>
  </Alert>
);
