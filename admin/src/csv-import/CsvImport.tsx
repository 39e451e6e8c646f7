import { fieldEntries, fileFields, resourceByName, type ResourceDefinition } from '@club/model';
import ArchiveIcon from '@mui/icons-material/Archive';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useCallback, useMemo, useRef, useState } from 'react';
import { Link, Title, useDataProvider } from 'react-admin';
import { ScreenHeading } from '../layout/ScreenHeading';
import { columnLabel, importColumns } from './columns';
import { CsvFileStep } from './CsvFileStep';
import { FilePicker } from './FilePicker';
import { ImportHint } from './ImportHint';
import { ImportProgressBar, ImportReport } from './ImportReport';
import { parseImport, refusedImport, type ParsedImport } from './parse-import';
import { isReady, isUnchanged, planRows, recordOf, updateOf, type PlannedRow } from './plan';
import { actionText, countPlan, importButtonLabel, planSummary } from './plan-words';
import { PreviewTable, type PreviewColumn } from './PreviewTable';
import { readCsvFile } from './read-csv-file';
import { Step } from './Step';
import { useImportRun } from './use-import-run';
import { useListRecords } from './use-list-records';
import { useReferenceTargets } from './use-reference-targets';
import { capitalized, counted, recordsOf } from './words';
import { readZipChoice, type ZipPictures } from './zip-files';

export const importTitle = (d: ResourceDefinition) => `Import ${recordsOf(d)}`;

/** The preview's columns: every column an import reads, by the label the form shows. */
const previewColumns = (d: ResourceDefinition): PreviewColumn<PlannedRow>[] => {
  const files = fileFields(d);
  return importColumns(d).map((name) => ({
    key: name,
    label: columnLabel(d, name),
    value: (row) => (files.includes(name) ? row.files[name] : row.values[name]) ?? '',
  }));
};

/**
 * Any content type from a CSV file, driven by its model definition: check every row first
 * (the model's validation, the records it names, the files in the ZIP, and for a row with an
 * id the record it updates), write the good ones a few at a time with a progress bar (a row
 * without an id adds a record, one with an id updates that record), then report what was
 * created and updated and what was skipped and why.
 */
export const CsvImport = ({ definition: d }: { definition: ResourceDefinition }) => {
  const title = importTitle(d);
  const files = fileFields(d);
  const videos = fieldEntries(d).some(([, f]) => f.kind === 'media');
  const filesWord = videos ? 'pictures and videos' : 'pictures';
  const [csv, setCsv] = useState<{ name: string; parsed: ParsedImport; choice: number }>();
  const [zip, setZip] = useState<{ label: string; files: ZipPictures }>();
  const [zipError, setZipError] = useState<string>();
  const references = useReferenceTargets(d, csv !== undefined);
  const updatesSome = csv?.parsed.rows.some((row) => row.id !== '') ?? false;
  const existing = useListRecords(d, csv?.choice ?? 0, updatesSome);
  const columns = csv?.parsed.columns;
  const dataProvider = useDataProvider();
  const csvButton = useRef<HTMLButtonElement>(null);
  const choices = useRef(0);
  // The Import button goes once pressed; focus waits here, where the progress and the report
  // appear, rather than on the page's <body>.
  const outcome = useRef<HTMLElement>(null);

  const write = useCallback(
    async (row: PlannedRow) =>
      row.action === 'update'
        ? dataProvider.update(d.name, {
            id: row.id,
            data: await updateOf(row, columns ?? []),
            previousData: row.record!,
          })
        : dataProvider.create(d.name, { data: await recordOf(row) }),
    [dataProvider, d, columns],
  );
  const nameOf = useCallback((row: PlannedRow) => row.values[d.titleField] ?? '', [d]);
  const run = useImportRun({
    resource: d.name,
    isReady,
    isLeftAlone: isUnchanged,
    nameOf,
    create: write,
  });

  const plan = useMemo(
    () =>
      csv
        ? planRows(d, csv.parsed.rows, zip?.files, references.targets, {
            records: existing.records,
            columns: csv.parsed.columns,
          })
        : [],
    [d, csv, zip, references.targets, existing.records],
  );
  const counts = countPlan(plan);
  const ready = counts.add + counts.update;
  const waitsForZip = counts.waiting > 0;
  const checking = references.checking || existing.checking;
  const updated = run.report?.created.filter((row) => row.action === 'update').length ?? 0;
  const locked = run.running || run.report !== undefined;
  const checkStep = files.length > 0 ? 3 : 2;

  const chooseCsv = async (file: File) => {
    run.reset();
    const read = await readCsvFile(file);
    const parsed =
      read.problem === undefined ? parseImport(d, read.text) : refusedImport(read.problem);
    // Each file compares with the list as it is now, after any import before it.
    choices.current += 1;
    setCsv({ name: file.name, parsed, choice: choices.current });
  };

  const chooseZip = async (file: File) => {
    setZipError(undefined);
    const choice = await readZipChoice(file, (n) => counted(n, 'file'), videos);
    setZip(choice.zip);
    setZipError(choice.error);
  };

  const startImport = () => {
    run.start(plan);
    outcome.current?.focus();
  };

  const startAgain = () => {
    run.reset();
    setCsv(undefined);
    setZip(undefined);
    // The check step and its buttons go: start again where a new file is chosen.
    csvButton.current?.focus();
  };

  return (
    <Stack sx={{ mt: 2, maxWidth: 1200, minWidth: 0 }}>
      <Title title={title} />
      <ScreenHeading title={title} />
      <CsvFileStep
        title="1. The CSV file"
        hint={<ImportHint definition={d} />}
        id={`${d.name}-csv`}
        chosen={csv?.name}
        disabled={run.running}
        onFile={chooseCsv}
        buttonRef={csvButton}
        problems={csv?.parsed.problems}
      >
        {csv && csv.parsed.ignored.length > 0 && (
          <Alert severity="info" sx={{ mt: 1 }}>
            {`Not imported: ${csv.parsed.ignored.join(', ')}. The site fills in a record's dates and codes itself, and other columns are not fields of a ${d.labels.one}.`}
          </Alert>
        )}
      </CsvFileStep>

      {files.length > 0 && (
        <Step title={`2. The ${filesWord} (ZIP)`}>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {`One ZIP with the ${filesWord} the ${files.join(' and ')} column${files.length > 1 ? 's name' : ' names'}, matched by file name (capitals and folders inside the ZIP do not matter; a name in two folders needs its folder in the cell).`}
          </Typography>
          <FilePicker
            id={`${d.name}-zip`}
            label="Choose ZIP"
            accept=".zip,application/zip"
            icon={<ArchiveIcon />}
            chosen={zip?.label}
            disabled={locked}
            onFile={chooseZip}
          />
          {zipError && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {zipError}
            </Alert>
          )}
        </Step>
      )}

      {csv && plan.length > 0 && (
        <Step title={`${checkStep}. Check, then import`}>
          {references.failed && (
            <Alert
              severity="error"
              action={<Button onClick={() => references.retry()}>Try again</Button>}
            >
              {`Could not read the ${references.names.map((n) => recordsOf(resourceByName(n)!)).join(' and ')} the file names. Please try again.`}
            </Alert>
          )}
          {existing.failed && (
            <Alert
              severity="error"
              action={<Button onClick={() => existing.retry()}>Try again</Button>}
            >
              {`Could not read the ${recordsOf(d)} the file's ids name. Please try again.`}
            </Alert>
          )}
          <Typography role="status" sx={{ mb: 1 }}>
            {references.checking
              ? `Checking the ${references.names.map((n) => recordsOf(resourceByName(n)!)).join(' and ')} the file names…`
              : existing.checking
                ? `Checking the ${recordsOf(d)} the file's ids name…`
                : planSummary(counts)}
          </Typography>
          {waitsForZip && !locked && (
            <Typography variant="body2" color="text.secondary">
              {`Choose the ZIP of ${filesWord} (step 2) to import the rows that name a file.`}
            </Typography>
          )}
          {/* Until the ids are checked, a row to update would show as one to add. */}
          {!locked && !existing.checking && (
            <PreviewTable
              rows={plan}
              columns={previewColumns(d)}
              label={`${capitalized(recordsOf(d))} in the file`}
              isReady={isReady}
              readyLabel={(row) => actionText(d, row)}
              noteFor={(row) =>
                row.waitsForZip
                  ? 'Waits for the ZIP'
                  : isUnchanged(row)
                    ? actionText(d, row)
                    : undefined
              }
            />
          )}
          <section ref={outcome} tabIndex={-1} aria-label="Progress and report">
            {run.progress && (
              <ImportProgressBar
                progress={run.progress}
                doing={`${counts.update ? 'Importing' : 'Adding'} ${recordsOf(d)}`}
              />
            )}
            {run.report && (
              <ImportReport
                created={run.report.created.length - updated}
                updated={updated}
                skipped={run.report.skipped}
                one={d.labels.one}
                nameLabel={columnLabel(d, d.titleField)}
              />
            )}
          </section>
          <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
            {!locked && (
              <Button
                variant="contained"
                disabled={
                  ready === 0 || waitsForZip || checking || references.failed || existing.failed
                }
                onClick={startImport}
              >
                {importButtonLabel(d, counts)}
              </Button>
            )}
            {run.report && (
              <>
                <Button variant="contained" component={Link} to={`/${d.name}`}>
                  {`Back to ${d.labels.many}`}
                </Button>
                <Button onClick={startAgain}>Import another file</Button>
              </>
            )}
          </Stack>
        </Step>
      )}
    </Stack>
  );
};
