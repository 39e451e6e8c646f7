import { editableFields, inputSchema, type ResourceDefinition } from '@club/model';

type Values = Record<string, unknown>;

const MARK = '\u0000probe';

const cache = new WeakMap<ResourceDefinition, Set<string>>();

/**
 * The derived fields that the model computes from the other fields (a certificate's code), as
 * opposed to ones the server sets on its own (a message's mail status). Found by asking
 * `derive` twice: a value that does not change with the inputs is not computed from them.
 */
export const fieldsComputedFromInputs = (definition: ResourceDefinition): Set<string> => {
  const cached = cache.get(definition);
  if (cached) return cached;
  const computed = new Set<string>();
  if (definition.derive) {
    const probe = Object.fromEntries(editableFields(definition).map((name) => [name, MARK]));
    const blank = definition.derive({});
    const filled = definition.derive(probe);
    for (const [name, value] of Object.entries(filled)) {
      if (definition.fields[name]?.derived && value !== blank[name]) computed.add(name);
    }
  }
  cache.set(definition, computed);
  return computed;
};

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
  const computed = fieldsComputedFromInputs(definition);
  if (!definition.derive || computed.size === 0) return {};
  const inputs = asTheServerReads(definition, values);
  const empty = Object.values(inputs).every(isBlank);
  const derived = definition.derive(inputs);
  return Object.fromEntries(
    [...computed].map((name) => [name, empty ? '' : String(derived[name] ?? '')]),
  );
};
