export interface Choice {
  id: string;
  name: string;
}

/** The distinct titles to choose from, keeping the current value even if its record is gone. */
export const titleChoices = (
  records: readonly Record<string, unknown>[],
  titleField: string,
  current: unknown,
): Choice[] => {
  const titles = new Set(
    records.map((record) => record[titleField]).filter((t): t is string => typeof t === 'string'),
  );
  if (typeof current === 'string' && current) titles.add(current);
  return [...titles].map((title) => ({ id: title, name: title }));
};
