import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { serverFieldErrors, serverMessage } from '../http-errors';
import { runWithLimit } from './run-with-limit';
import { ZipProblem } from './zip-directory';

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

export interface ImportReport<R> {
  created: R[];
  skipped: SkippedRow[];
}

interface RowOfFile {
  row: number;
  problems: string[];
}

/**
 * Why the API refused one row, in its own words where it gave them; or why its file could not
 * be taken from the ZIP (it unpacked past its size, or the ZIP changed since it was chosen).
 */
export const failureReason = (error: unknown) => {
  if (error instanceof ZipProblem) return error.message;
  const fields = serverFieldErrors(error);
  if (fields) return Object.values(fields).join(' ');
  return (
    serverMessage(error) ?? 'Not saved: the connection to the server failed. Please try again.'
  );
};

interface ImportRunOptions<R> {
  /** The resource whose lists must show the new records. */
  resource: string;
  isReady: (row: R) => boolean;
  /** A row with nothing to write (it changes nothing): neither sent nor reported skipped. */
  isLeftAlone?: (row: R) => boolean;
  /** The row's record, as a person names it in the report. */
  nameOf: (row: R) => string;
  /** Writes the row: creates its record, or updates the one it names. */
  create: (row: R) => Promise<unknown>;
  reasonOf?: (error: unknown) => string;
}

/**
 * Writes the ready rows a few at a time, going on past any row the API refuses, and reports
 * what was created and what was skipped and why: the file's own problems and the API's.
 */
export const useImportRun = <R extends RowOfFile>({
  resource,
  isReady,
  isLeftAlone = () => false,
  nameOf,
  create,
  reasonOf = failureReason,
}: ImportRunOptions<R>) => {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<ImportProgress>();
  const [report, setReport] = useState<ImportReport<R>>();
  const running = progress !== undefined && report === undefined;

  // Leaving the page mid-way would stop the rest of the list; the browser asks first.
  useEffect(() => {
    if (!running) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [running]);

  const start = useCallback(
    async (rows: readonly R[]) => {
      const ready = rows.filter(isReady);
      const skipped: SkippedRow[] = rows
        .filter((row) => !isReady(row) && !isLeftAlone(row))
        .map((row) => ({ row: row.row, name: nameOf(row), reason: row.problems.join(' ') }));
      setReport(undefined);
      setProgress({ total: ready.length, created: 0, failed: 0 });
      const outcomes = await runWithLimit(ready, AT_ONCE, create, (_, outcome) =>
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
        if (outcome.status === 'rejected')
          skipped.push({ row: row.row, name: nameOf(row), reason: reasonOf(outcome.reason) });
      });
      setReport({
        created: ready.filter((_, i) => outcomes[i]!.status === 'fulfilled'),
        skipped: skipped.sort((a, b) => a.row - b.row),
      });
      // The list, and any check made against it, must see the records written.
      await queryClient.invalidateQueries({ queryKey: [resource] });
    },
    [create, isLeftAlone, isReady, nameOf, queryClient, reasonOf, resource],
  );

  const reset = useCallback(() => {
    setProgress(undefined);
    setReport(undefined);
  }, []);

  return { start, reset, progress, report, running };
};
