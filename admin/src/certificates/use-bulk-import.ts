import { certificate } from '@club/model';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { errorStatus, serverFieldErrors, serverMessage } from '../http-errors';
import { isReady, type PlannedRow } from './plan';
import { runWithLimit } from './run-with-limit';

/** Creates at a time: enough to keep a long list moving, few enough not to flood the uploads. */
const AT_ONCE = 3;

export interface SkippedRow {
  row: number;
  name: string;
  reason: string;
}

export interface ImportProgress {
  total: number;
  created: number;
  failed: number;
}

export interface ImportReport {
  created: number;
  skipped: SkippedRow[];
  /** The events of the certificates created, for the QR sheet. */
  events: string[];
}

/** Why the API refused one row, in its own words where it gave them. */
const failureReason = (error: unknown) => {
  if (errorStatus(error) === 409) {
    return `Already issued: ${serverMessage(error) ?? 'a certificate with this code exists.'}`;
  }
  const fields = serverFieldErrors(error);
  if (fields) return Object.values(fields).join(' ');
  return (
    serverMessage(error) ?? 'Not saved: the connection to the server failed. Please try again.'
  );
};

/**
 * Issues the ready rows a few at a time through the data provider (which uploads each picture),
 * going on past any row the API refuses, and reports what was created and what was skipped.
 */
export const useBulkImport = () => {
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<ImportProgress>();
  const [report, setReport] = useState<ImportReport>();
  const running = progress !== undefined && report === undefined;

  // Leaving the page mid-way would stop the rest of the list; the browser asks first.
  useEffect(() => {
    if (!running) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [running]);

  const start = useCallback(
    async (rows: PlannedRow[]) => {
      const ready = rows.filter(isReady);
      const skipped: SkippedRow[] = rows
        .filter((row) => !isReady(row))
        .map((row) => ({
          row: row.row,
          name: row.values.name ?? '',
          reason: row.problems.join(' '),
        }));
      setReport(undefined);
      setProgress({ total: ready.length, created: 0, failed: 0 });
      const outcomes = await runWithLimit(
        ready,
        AT_ONCE,
        (row) =>
          dataProvider.create(certificate.name, {
            data: { ...row.values, image: { rawFile: row.file } },
          }),
        (_, outcome) =>
          setProgress(
            (p) =>
              p && {
                ...p,
                created: p.created + (outcome.status === 'fulfilled' ? 1 : 0),
                failed: p.failed + (outcome.status === 'rejected' ? 1 : 0),
              },
          ),
      );
      outcomes.forEach((outcome, i) => {
        const row = ready[i]!;
        if (outcome.status === 'rejected') {
          skipped.push({
            row: row.row,
            name: row.values.name ?? '',
            reason: failureReason(outcome.reason),
          });
        }
      });
      const created = ready.filter((_, i) => outcomes[i]!.status === 'fulfilled');
      setReport({
        created: created.length,
        skipped: skipped.sort((a, b) => a.row - b.row),
        events: [...new Set(created.map((row) => row.values.event ?? ''))],
      });
      // The list, and any code check, must see the new certificates.
      await queryClient.invalidateQueries({ queryKey: [certificate.name] });
    },
    [dataProvider, queryClient],
  );

  const reset = useCallback(() => {
    setProgress(undefined);
    setReport(undefined);
  }, []);

  return { start, reset, progress, report, running };
};
