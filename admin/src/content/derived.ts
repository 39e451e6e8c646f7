import { editableFields, inputSchema, type ResourceDefinition } from '@club/model';

type Values = Record<string, unknown>;

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

// What the server derives from: the values after its input schema (trimmed, one kind of line
// break). While the form is still incomplete the schema refuses it, so trim by hand meanwhile.
const asTheServerReads = (definition: ResourceDefinition, values: Values): Values => {
  const inputs = Object.fromEntries(
    editableFields(definition).map((name) => {
      const value = values[name];
      return [name, typeof value === 'string' ? value.replace(/\r\n?/g, '\n').trim() : value];
    }),
  );
  const parsed = inputSchema(definition).safeParse(inputs);
  return parsed.success ? { ...inputs, ...parsed.data } : inputs;
};

/**
 * The derived values the server will store for these form values, computed with the model's
 * own `derive`; '' while every input is still empty. Shown to the person only: the server
 * derives them again and is the authority.
 */
export const liveDerivedValues = (
  definition: ResourceDefinition,
  values: Values,
): Record<string, string> => {
  if (!definition.derive) return {};
  const inputs = asTheServerReads(definition, values);
  const empty = Object.values(inputs).every(isBlank);
  const derived = definition.derive(inputs);
  return Object.fromEntries(
    Object.entries(derived).map(([name, value]) => [name, empty ? '' : String(value ?? '')]),
  );
};
