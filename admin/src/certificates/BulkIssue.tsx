import ArchiveIcon from '@mui/icons-material/Archive';
import DescriptionIcon from '@mui/icons-material/Description';
import ImageIcon from '@mui/icons-material/Image';
import {
  Alert,
  Button,
  Card,
  CardContent,
  FormControlLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { Link, Title, useDataProvider } from 'react-admin';
import { CsvHint } from './CsvHint';
import { parseCertificateCsv, type ParsedCsv } from './csv';
import { FilePicker } from './FilePicker';
import { ImportProgressBar, ImportReport } from './ImportReport';
import { findIssuedCodes } from './issued';
import { QR_SHEET_PATH } from './ListParts';
import { isReady, planImport, type ImageSource } from './plan';
import { PreviewTable } from './PreviewTable';
import { useBulkImport } from './use-bulk-import';
import { zipImages } from './zip-images';
import { ScreenHeading } from '../layout/ScreenHeading';

type ImageMode = ImageSource['kind'];

const NO_CODES: ReadonlySet<string> = new Set();

const TITLE = 'Issue certificates in bulk';
const PICTURES_HEADING_ID = 'bulk-issue-pictures';

const Step = ({
  title,
  headingId,
  children,
}: {
  title: string;
  headingId?: string;
  children: React.ReactNode;
}) => (
  <Card sx={{ mb: 2 }}>
    <CardContent>
      <Typography id={headingId} variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);

/** Which codes of the file are taken already; asked again whenever the file changes. */
const useIssuedCodes = (parsed: ParsedCsv | undefined) => {
  const dataProvider = useDataProvider();
  const codes = useMemo(
    () => (parsed?.rows ?? []).map((row) => row.code).filter(Boolean),
    [parsed],
  );
  return useQuery({
    queryKey: ['certificate-issued-codes', codes],
    queryFn: () => findIssuedCodes(dataProvider, codes),
    enabled: codes.length > 0,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
};

/**
 * Issue many certificates from a CSV list and their pictures: check every row first, create the
 * good ones with a progress bar, then report what was created and what was skipped and why.
 */
export const BulkIssue = () => {
  const [csv, setCsv] = useState<{ name: string; parsed: ParsedCsv }>();
  const [mode, setMode] = useState<ImageMode>('shared');
  const [images, setImages] = useState<{ label: string; source: ImageSource }>();
  const [imageError, setImageError] = useState<string>();
  const issued = useIssuedCodes(csv?.parsed);
  const bulk = useBulkImport();
  const csvButton = useRef<HTMLButtonElement>(null);
  // The Issue button goes once pressed; focus waits here, where the progress and the report
  // appear, rather than on the page's <body>.
  const outcome = useRef<HTMLElement>(null);

  const plan = useMemo(
    () => (csv ? planImport(csv.parsed.rows, issued.data ?? NO_CODES, images?.source) : []),
    [csv, issued.data, images],
  );
  const ready = plan.filter(isReady).length;
  const problems = plan.length - ready;
  const checking = issued.isFetching;
  const locked = bulk.running || bulk.report !== undefined;

  const chooseCsv = async (file: File) => {
    bulk.reset();
    setCsv({ name: file.name, parsed: parseCertificateCsv(await file.text()) });
  };

  const chooseImages = async (file: File) => {
    setImageError(undefined);
    if (mode === 'shared') {
      setImages({ label: file.name, source: { kind: 'shared', file } });
      return;
    }
    try {
      const files = await zipImages(file);
      if (files.size === 0) throw new Error('no pictures');
      setImages({ label: `${file.name}: ${files.size} pictures`, source: { kind: 'zip', files } });
    } catch {
      setImages(undefined);
      setImageError(
        `${file.name} could not be read as a ZIP of pictures (PNG, JPEG, WebP or GIF). Please check the file.`,
      );
    }
  };

  const issue = () => {
    bulk.start(plan);
    outcome.current?.focus();
  };

  const startAgain = () => {
    bulk.reset();
    setCsv(undefined);
    setImages(undefined);
    // Step 3 and its buttons go: start again where a new list is chosen.
    csvButton.current?.focus();
  };

  const sheetEvent = bulk.report?.events.length === 1 ? bulk.report.events[0] : undefined;

  return (
    <Stack sx={{ mt: 2, maxWidth: 1200 }}>
      <Title title={TITLE} />
      <ScreenHeading title={TITLE} />
      <Step title="1. The list of certificates (CSV)">
        <CsvHint />
        <Stack sx={{ mt: 2 }}>
          <FilePicker
            id="certificate-csv"
            label="Choose CSV file"
            accept=".csv,text/csv"
            icon={<DescriptionIcon />}
            chosen={csv?.name}
            disabled={bulk.running}
            onFile={chooseCsv}
            buttonRef={csvButton}
          />
        </Stack>
        {csv?.parsed.problems.map((problem) => (
          <Alert key={problem} severity="error" sx={{ mt: 1 }}>
            {problem}
          </Alert>
        ))}
      </Step>

      <Step title="2. The certificate pictures" headingId={PICTURES_HEADING_ID}>
        <RadioGroup
          row
          aria-labelledby={PICTURES_HEADING_ID}
          value={mode}
          onChange={(_, value) => {
            setMode(value as ImageMode);
            setImages(undefined);
            setImageError(undefined);
          }}
        >
          <FormControlLabel
            value="shared"
            control={<Radio />}
            label="One picture for every certificate"
            disabled={locked}
          />
          <FormControlLabel
            value="zip"
            control={<Radio />}
            label="A ZIP of pictures, matched by the image column"
            disabled={locked}
          />
        </RadioGroup>
        <FilePicker
          key={mode}
          id={mode === 'shared' ? 'certificate-image' : 'certificate-zip'}
          label={mode === 'shared' ? 'Choose picture' : 'Choose ZIP'}
          accept={mode === 'shared' ? 'image/*' : '.zip,application/zip'}
          icon={mode === 'shared' ? <ImageIcon /> : <ArchiveIcon />}
          chosen={images?.label}
          disabled={locked}
          onFile={chooseImages}
        />
        {imageError && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {imageError}
          </Alert>
        )}
      </Step>

      {csv && plan.length > 0 && (
        <Step title="3. Check, then issue">
          {issued.isError && (
            <Alert
              severity="error"
              action={<Button onClick={() => issued.refetch()}>Try again</Button>}
            >
              Could not check which certificates are already issued. Please try again.
            </Alert>
          )}
          <Typography role="status" sx={{ mb: 1 }}>
            {checking
              ? 'Checking which codes are already issued…'
              : `${ready} ready, ${problems} with problems.`}
          </Typography>
          {!images && (
            <Typography variant="body2" color="text.secondary">
              Choose the certificate picture (step 2) to issue the ready rows.
            </Typography>
          )}
          {!locked && <PreviewTable rows={plan} showImage={mode === 'zip'} />}
          <section ref={outcome} tabIndex={-1} aria-label="Progress and report">
            {bulk.progress && <ImportProgressBar progress={bulk.progress} />}
            {bulk.report && <ImportReport report={bulk.report} />}
          </section>
          <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
            {!locked && (
              <Button
                variant="contained"
                disabled={!images || ready === 0 || checking || issued.isError}
                onClick={issue}
              >
                {`Issue ${ready} certificate${ready === 1 ? '' : 's'}`}
              </Button>
            )}
            {bulk.report && (
              <>
                <Button
                  variant="contained"
                  component={Link}
                  to={
                    sheetEvent
                      ? `${QR_SHEET_PATH}?event=${encodeURIComponent(sheetEvent)}`
                      : QR_SHEET_PATH
                  }
                >
                  {sheetEvent ? `QR sheet for ${sheetEvent}` : 'QR sheet'}
                </Button>
                <Button onClick={startAgain}>Issue another list</Button>
                <Button component={Link} to="/certificate">
                  Back to certificates
                </Button>
              </>
            )}
          </Stack>
        </Step>
      )}
    </Stack>
  );
};
