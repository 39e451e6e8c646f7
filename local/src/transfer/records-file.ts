import { shapeBeyond } from './json-shape.js';

/** The list (1), a record (2), and an object inside a record (3: a certificate's delivery). */
const DEEPEST = 3;
/** Values a record holds at most: about 20 fields and a few more inside them. */
const VALUES_PER_RECORD = 100;

const SHAPE_PROBLEMS = {
  deepest: () => 'its records are nested deeper than any record is',
  items: (count: number) => `it holds more records than the ${count} its manifest says`,
  values: () => 'its records hold far more values than records do',
};

/** The records a records/<kind>.json holds, or why it cannot be read as `count` of them. */
export const parseRecords = (bytes: Buffer, count: number): unknown[] | string => {
  const beyond = shapeBeyond(bytes, {
    deepest: DEEPEST,
    values: (count + 1) * VALUES_PER_RECORD,
    items: count,
  });
  if (beyond) return SHAPE_PROBLEMS[beyond](count);
  let list: unknown;
  try {
    list = JSON.parse(bytes.toString('utf8'));
  } catch (error) {
    return `it is not JSON (${(error as Error).message})`;
  }
  if (!Array.isArray(list)) return 'it is not a list of records';
  if (list.length !== count)
    return `it should hold ${count} records, as its manifest says, and holds ${list.length}`;
  return list;
};
