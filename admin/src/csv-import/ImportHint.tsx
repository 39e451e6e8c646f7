import {
  fieldEntries,
  fileFields,
  narrowingOf,
  resourceByName,
  type ResourceDefinition,
} from '@club/model';
import { csvText } from '../csv/csv-file';
import { columnLabel, importColumns, isRequiredColumn } from './columns';
import { TemplateHint } from './TemplateHint';

const list = (names: readonly string[]) => <strong>{names.join(', ')}</strong>;

/** How to prepare the file, from the model's fields, with an empty file to start from. */
export const ImportHint = ({ definition: d }: { definition: ResourceDefinition }) => {
  const columns = importColumns(d);
  const required = columns.filter((name) => isRequiredColumn(d, name));
  const optional = columns.filter((name) => !isRequiredColumn(d, name));
  const files = fileFields(d);
  const example = required[0] ?? columns[0]!;
  // What a column must name that exists already: a sub-event's event, by its title.
  const references = fieldEntries(d).flatMap(([name, f]) => {
    const target = f.refersTo && resourceByName(f.refersTo.resource);
    if (!target) return [];
    const parent = narrowingOf(d, f)?.ownField;
    const within = parent ? ` of that ${columnLabel(d, parent).toLowerCase()}` : '';
    const what = columnLabel(target, f.refersTo!.field).toLowerCase();
    return [
      <span key={name}>
        {' '}
        <strong>{name}</strong> must be the {what} of an existing {target.labels.one}
        {within}.
      </span>,
    ];
  });
  return (
    <TemplateHint fileName={`${d.name}-template.csv`} template={() => csvText([columns])}>
      One {d.labels.one} per row. The first row names the columns, in any order: {list(required)}
      {optional.length > 0 && <> and, if you like, {list(optional)}</>}. The names the form shows
      work too (&quot;{columnLabel(d, example)}&quot; for {example}).{' '}
      {files.length > 0 && (
        <>
          {list(files)} {files.length === 1 ? 'holds' : 'hold'} the file&apos;s name in the ZIP of
          step 2.{' '}
        </>
      )}
      {references.length > 0 && <>In each row,{references} </>}A row with an <strong>id</strong> (as
      Export CSV writes it) updates that {d.labels.one}; a row without one adds a new {d.labels.one}
      . So a file saved with Export CSV, changed and imported back, updates what you changed and
      adds nothing twice. In a spreadsheet, save as &quot;CSV UTF-8&quot; so names in any script
      survive.
    </TemplateHint>
  );
};
