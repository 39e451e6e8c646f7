import ArchiveIcon from '@mui/icons-material/Archive';
import { Alert, Box, Button, LinearProgress, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { Title } from 'react-admin';
import { ScreenHeading } from '../layout/ScreenHeading';
import { saveFile } from '../save-file';
import { serverMessage } from '../http-errors';
import { buildSiteArchive, MissingFile, type ArchiveProgress } from './site-archive';
import { EXPORT_TITLE, RESTORE_NOTE } from './words';

type State =
  | { kind: 'idle' }
  | { kind: 'running'; progress?: ArchiveProgress }
  | { kind: 'done'; name: string; records: number; files: number }
  | { kind: 'failed'; message: string };

const failure = (error: unknown) =>
  error instanceof MissingFile
    ? `The file ${error.message} could not be fetched from the site, so no archive was saved (it would not be whole). Please try again; if it keeps failing, tell whoever looks after the site.`
    : (serverMessage(error) ??
      'The export failed: the connection to the server was lost. Please try again.');

/**
 * An owner's backup of the whole site in one ZIP: every record (the inbox and certificate
 * recipients' addresses too) and every picture and video. Whoever looks after the site restores
 * it into an empty one (docs/migration.md); the screen says so without their command, which an
 * owner cannot run.
 */
export const ExportEverything = () => {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const outcome = useRef<HTMLDivElement>(null);

  const start = async () => {
    setState({ kind: 'running' });
    try {
      const archive = await buildSiteArchive((progress) => setState({ kind: 'running', progress }));
      saveFile(archive.name, archive.blob);
      setState({ kind: 'done', ...archive });
    } catch (error) {
      setState({ kind: 'failed', message: failure(error) });
    }
    outcome.current?.focus();
  };

  const progress = state.kind === 'running' ? state.progress : undefined;
  return (
    <Box sx={{ mt: 2, maxWidth: 720 }}>
      <Title title={EXPORT_TITLE} />
      <ScreenHeading title={EXPORT_TITLE} />
      <Typography variant="body1" gutterBottom>
        One ZIP file with everything the site holds: every record of every list, the messages of the
        inbox, and every picture and video. Keep it somewhere safe: it holds the e-mail addresses of
        certificate recipients and of people who wrote to the club.
      </Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {RESTORE_NOTE}
      </Typography>
      <Button
        variant="contained"
        startIcon={<ArchiveIcon />}
        onClick={() => void start()}
        disabled={state.kind === 'running'}
        sx={{ mt: 2 }}
      >
        Export everything
      </Button>
      <Box ref={outcome} tabIndex={-1} sx={{ mt: 2, outline: 'none' }} aria-live="polite">
        {state.kind === 'running' && (
          <>
            <Typography variant="body2" gutterBottom>
              {progress
                ? `Fetching files: ${progress.done} of ${progress.total}`
                : 'Reading the records…'}
            </Typography>
            <LinearProgress
              aria-label="Export progress"
              variant={progress && progress.total > 0 ? 'determinate' : 'indeterminate'}
              value={progress && progress.total > 0 ? (100 * progress.done) / progress.total : 0}
            />
          </>
        )}
        {state.kind === 'done' && (
          <Alert severity="success">
            Saved {state.name}: {state.records} records and {state.files} files.
          </Alert>
        )}
        {state.kind === 'failed' && <Alert severity="error">{state.message}</Alert>}
      </Box>
    </Box>
  );
};
