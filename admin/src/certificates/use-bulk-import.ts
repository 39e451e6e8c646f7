import { certificate } from '@club/model';
import { useCallback, useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import { failureReason, useImportRun } from '../csv-import/use-import-run';
import { uploadFile } from '../csv-import/zip-files';
import { errorStatus, serverMessage } from '../http-errors';
import { isReady, type PlannedRow } from './plan';

/** Why the API refused one certificate: a code issued meanwhile is said as such. */
const certificateFailure = (error: unknown) =>
  errorStatus(error) === 409
    ? `Already issued: ${serverMessage(error) ?? 'a certificate with this code exists.'}`
    : failureReason(error);

const nameOf = (row: PlannedRow) => row.values.name ?? '';

/**
 * Issues the ready rows as every import creates its rows (useImportRun), each with its picture
 * (the data provider uploads it); adds the events of the certificates created, for the QR sheet.
 */
export const useBulkImport = () => {
  const dataProvider = useDataProvider();
  const create = useCallback(
    async (row: PlannedRow) =>
      dataProvider.create(certificate.name, {
        // A ZIP's picture is unpacked now that its row is sent.
        data: { ...row.values, image: { rawFile: row.file && (await uploadFile(row.file)) } },
      }),
    [dataProvider],
  );
  const run = useImportRun({
    resource: certificate.name,
    isReady,
    nameOf,
    create,
    reasonOf: certificateFailure,
  });
  const events = useMemo(
    () => [...new Set((run.report?.created ?? []).map((row) => row.values.event ?? ''))],
    [run.report],
  );
  return { ...run, events };
};
