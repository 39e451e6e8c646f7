/** Works through `items` `size` at a time, telling `told` how many are done after each batch. */
export const inBatches = async <T>(
  items: readonly T[],
  size: number,
  work: (item: T) => Promise<void>,
  told: (done: number) => void,
) => {
  for (let i = 0; i < items.length; i += size) {
    await Promise.all(items.slice(i, i + size).map(work));
    told(Math.min(i + size, items.length));
  }
};

/** Says "10,000 of 200,000" about every twentieth of the way, and at the end. */
export const progressOf = (what: string, total: number, say?: (line: string) => void) => {
  const step = Math.max(100, Math.ceil(total / 20 / 100) * 100);
  let next = step;
  return (done: number) => {
    if (done < next && done < total) return;
    say?.(`${what}: ${done.toLocaleString('en')} of ${total.toLocaleString('en')} written.`);
    while (next <= done) next += step;
  };
};
