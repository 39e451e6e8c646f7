import type { ResourceDefinition } from '@club/model';
import type { Exporter } from 'react-admin';
import { saveFile } from '../save-file';
import { datedFileName } from './csv-file';
import { recordsCsv } from './record-csv';

/** A list's exporter: its records as `<resource>-YYYY-MM-DD.csv` (see recordsCsv). */
export const recordExporter =
  (d: ResourceDefinition): Exporter =>
  (records) =>
    saveFile(
      datedFileName(d.name, new Date()),
      new Blob([recordsCsv(d, records)], { type: 'text/csv;charset=utf-8' }),
    );
