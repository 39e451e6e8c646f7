import { isFileField, type Field, type ResourceDefinition } from '@club/model';

// Long enough to recognise a text, short enough for a confirmation's sentence.
const SHOWN = 60;

const valueWords = (field: Field, value: unknown) => {
  if (value === undefined || value === null || value === '') return 'being empty';
  if (isFileField(field))
    return field.kind === 'image' ? 'the picture it had then' : 'the file it had then';
  const text = String(value).replace(/\s+/g, ' ').trim();
  return `“${text.length > SHOWN ? `${text.slice(0, SHOWN - 1)}…` : text}”`;
};

/**
 * What a restore changes, as a sentence a person reads before saying yes: each field by its
 * label and the value it goes back to — "Position goes back to “Rover Lead” and Image to the
 * picture it had then."
 */
export const restoreSentence = (
  definition: ResourceDefinition,
  names: string[],
  values: Record<string, unknown>,
) => {
  const parts = names.flatMap((name, index) => {
    const field = definition.fields[name];
    if (!field) return [];
    const verb = index === 0 ? ' goes back to ' : ' to ';
    return [`${field.label}${verb}${valueWords(field, values[name])}`];
  });
  if (parts.length === 0) return '';
  const last = parts.pop()!;
  return `${parts.length > 0 ? `${parts.join(', ')} and ${last}` : last}.`;
};
