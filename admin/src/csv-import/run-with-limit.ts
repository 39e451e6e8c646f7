/**
 * Runs `work` on every item, at most `limit` at a time, and never stops at a failure: each
 * item's outcome is handed to `onSettled` as it comes, and all are returned in item order.
 * A few at a time keeps a long list moving without flooding the API or the uploads.
 */
export const runWithLimit = async <T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
  onSettled?: (item: T, outcome: PromiseSettledResult<R>) => void,
): Promise<PromiseSettledResult<R>[]> => {
  const outcomes: PromiseSettledResult<R>[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      const item = items[index]!;
      let outcome: PromiseSettledResult<R>;
      try {
        outcome = { status: 'fulfilled', value: await work(item) };
      } catch (reason) {
        outcome = { status: 'rejected', reason };
      }
      outcomes[index] = outcome;
      onSettled?.(item, outcome);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return outcomes;
};
