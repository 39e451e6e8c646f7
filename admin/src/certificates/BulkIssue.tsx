import ArchiveIcon from '@mui/icons-material/Archive';
import ImageIcon from '@mui/icons-material/Image';
import {
  Alert,
  Button,
  FormControlLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { Link, Title, useDataProvider } from 'react-admin';
import { CsvFileStep } from '../csv-import/CsvFileStep';
import { FilePicker } from '../csv-import/FilePicker';
import { ImportProgressBar, ImportReport } from '../csv-import/ImportReport';
import { PreviewTable, type PreviewColumn } from '../csv-import/PreviewTable';
import { readCsvFile } from '../csv-import/read-csv-file';
import { Step } from '../csv-import/Step';
import { readZipChoice } from '../csv-import/zip-files';
import { ScreenHeading } from '../layout/ScreenHeading';
import { CsvHint } from './CsvHint';
import { columnLabel, CSV_COLUMNS, parseCertificateCsv, type ParsedCsv } from './csv';
import { findIssuedCodes } from './issued';
import { QR_SHEET_PATH } from './ListParts';
import { isReady, planImport, type ImageSource, type PlannedRow } from './plan';
import { useBulkImport } from './use-bulk-import';

type ImageMode = ImageSource['kind'];

const NO_CODES: ReadonlySet<string> = new Set();

const TITLE = 'Issue certificates in bulk';
const PICTURES_HEADING_ID = 'bulk-issue-pictures';

const valueColumns: PreviewColumn<PlannedRow>[] = CSV_COLUMNS.map((name) => ({
  key: name,
  label: columnLabel(name),
  value: (row) => row.values[name] ?? '',
}));
const imageColumn: PreviewColumn<PlannedRow> = {
  key: 'image',
  label: 'Image',
  value: (row) => row.image,
};
const codeColumn: PreviewColumn<PlannedRow> = {
  key: 'code',
  label: 'Code',
  value: (row) => row.code,
};

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
    const read = await readCsvFile(file);
    const parsed =
      read.problem === undefined
        ? parseCertificateCsv(read.text)
        : { rows: [], problems: [read.problem], hasImageColumn: false };
    setCsv({ name: file.name, parsed });
  };

  const chooseImages = async (file: File) => {
    setImageError(undefined);
    if (mode === 'shared') {
      setImages({ label: file.name, source: { kind: 'shared', file } });
      return;
    }
    const { zip, error } = await readZipChoice(file, (n) => `${n} pictures`, false);
    setImages(zip && { label: zip.label, source: { kind: 'zip', files: zip.files } });
    setImageError(error);
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

  const sheetEvent = bulk.events.length === 1 ? bulk.events[0] : undefined;

  return (
    <Stack sx={{ mt: 2, maxWidth: 1200 }}>
      <Title title={TITLE} />
      <ScreenHeading title={TITLE} />
      <CsvFileStep
        title="1. The list of certificates (CSV)"
        hint={<CsvHint />}
        id="certificate-csv"
        chosen={csv?.name}
        disabled={bulk.running}
        onFile={chooseCsv}
        buttonRef={csvButton}
        problems={csv?.parsed.problems}
      />

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
          {!locked && (
            <PreviewTable
              rows={plan}
              columns={[...valueColumns, ...(mode === 'zip' ? [imageColumn] : []), codeColumn]}
              label="Certificates in the file"
              isReady={isReady}
            />
          )}
          <section ref={outcome} tabIndex={-1} aria-label="Progress and report">
            {bulk.progress && (
              <ImportProgressBar progress={bulk.progress} doing="Issuing certificates" />
            )}
            {bulk.report && (
              <ImportReport
                created={bulk.report.created.length}
                skipped={bulk.report.skipped}
                one="certificate"
                nameLabel="Name"
              />
            )}
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
