import { TemplateHint } from '../csv-import/TemplateHint';
import { columnLabel, csvTemplate, IMAGE_COLUMN, OPTIONAL_COLUMNS, REQUIRED_COLUMNS } from './csv';

/** How to prepare the list, with a file to start from. */
export const CsvHint = () => (
  <TemplateHint fileName="certificates-template.csv" template={csvTemplate}>
    One certificate per row. The first row names the columns:{' '}
    <strong>{REQUIRED_COLUMNS.join(', ')}</strong> (University is fine too). It may add{' '}
    <strong>{OPTIONAL_COLUMNS.map(columnLabel).join(', ')}</strong> (a date such as 2030-12-31 and
    an address, or empty cells), and <strong>{IMAGE_COLUMN}</strong> with each picture&apos;s file
    name when you upload a ZIP of pictures. In a spreadsheet, save as &quot;CSV UTF-8&quot; so names
    in any script survive. A certificate&apos;s code is its five values joined with underscores, so
    two identical rows are the same certificate.
  </TemplateHint>
);
