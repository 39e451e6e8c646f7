import { fieldErrors } from '@club/model';
import { invalid } from '../errors.js';

/** A model schema, as far as reading input goes (the model's zod schemas are such). */
interface Schema<T> {
  safeParse(
    input: unknown,
  ): { success: true; data: T } | { success: false; error: Parameters<typeof fieldErrors>[0] };
}

/** The input as `schema` reads it; otherwise a 400 naming each field that is wrong, and why. */
export const parseInput = <T>(schema: Schema<T>, input: unknown): T => {
  const result = schema.safeParse(input);
  if (!result.success) throw invalid(fieldErrors(result.error));
  return result.data;
};
