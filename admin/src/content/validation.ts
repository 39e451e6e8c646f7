import { zodResolver } from '@hookform/resolvers/zod';
import {
  editableFields,
  fieldEntries,
  inputSchema,
  isFileField,
  requiredMessage,
  type ResourceDefinition,
} from '@club/model';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

type Values = Record<string, unknown>;

/** Adds checks a schema cannot make to a resolver; on the same field, the check's message wins. */
export const withChecks =
  <V extends FieldValues, C>(
    resolver: Resolver<V, C, V>,
    check: (values: V) => Record<string, string>,
  ): Resolver<V, C, V> =>
  async (values, context, options) => {
    const result = await resolver(values, context, options);
    const messages = Object.entries(check(values));
    if (messages.length === 0) return result;
    const errors = Object.fromEntries(
      messages.map(([name, message]) => [name, { type: 'validate', message }]),
    ) as FieldErrors<V>;
    return { values: {}, errors: { ...result.errors, ...errors } };
  };

/**
 * Required values the input schema cannot see or words badly: files travel beside the fields
 * (the schema only knows file names), and an empty number input reads 'must be a number'.
 */
export const missingValues = (definition: ResourceDefinition, values: Values) => {
  const missing: Record<string, string> = {};
  for (const [name, field] of fieldEntries(definition)) {
    if (!field.required || field.derived) continue;
    if (!isFileField(field) && field.kind !== 'count') continue;
    const value = values[name];
    if (value === null || value === undefined || value === '') {
      missing[name] = requiredMessage(field.label);
    }
  }
  return missing;
};

const isEmpty = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** Whether a required field the person fills in (not a derived one) is empty. */
export const hasEmptyRequired = (definition: ResourceDefinition, values: Values) =>
  fieldEntries(definition).some(
    ([name, field]) => field.required && !field.derived && isEmpty(values[name]),
  );

/** react-admin turns an emptied text input into null; the schema reads text, so give it ''. */
const withText = (definition: ResourceDefinition, values: Values): Values => {
  const filled = { ...values };
  for (const name of editableFields(definition)) {
    if (definition.fields[name]?.kind !== 'count') filled[name] ??= '';
  }
  return filled;
};

/**
 * A resolver for a zod schema of the model, in raw mode: the form keeps what the person
 * entered (chosen files, the record's version); the server applies the schema's transforms.
 */
export const schemaResolver = (schema: Parameters<typeof zodResolver>[0]) =>
  zodResolver(schema, undefined, { raw: true }) as Resolver<FieldValues>;

const cache = new WeakMap<ResourceDefinition, Resolver<FieldValues>>();

/**
 * The form resolver of a resource: the model's own input schema (the server validates with
 * the same one) plus the required values it cannot see.
 */
export const contentResolver = (definition: ResourceDefinition): Resolver<FieldValues> => {
  const cached = cache.get(definition);
  if (cached) return cached;
  // The model types its schema's input as unknown; a form always hands it an object.
  const schema = inputSchema(definition) as Parameters<typeof zodResolver>[0];
  const checked = withChecks(schemaResolver(schema), (values) => missingValues(definition, values));
  const resolver: Resolver<FieldValues> = (values, context, options) =>
    checked(withText(definition, values), context, options);
  cache.set(definition, resolver);
  return resolver;
};
