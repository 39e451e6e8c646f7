import { createRequire } from 'node:module';

interface IteratorClass {
  prototype: { close(): Promise<void>; return?: (value?: unknown) => Promise<unknown> };
}

/** abstract-level as dynalite itself loads it (dynalite → level → classic-level → abstract-level). */
const dynalitesAbstractLevel = () => {
  const from = (path: string) => createRequire(path);
  const dynalite = from(import.meta.url).resolve('dynalite');
  const level = from(dynalite).resolve('level');
  const classicLevel = from(level).resolve('classic-level');
  return from(classicLevel)('abstract-level') as Record<string, IteratorClass>;
};

/**
 * The emulator's memory leak, closed at its cause.
 *
 * dynalite 4 reads a table (every Query and Scan) through a stream over a level iterator, and
 * when the stream ends it closes the iterator with `iterator.return()`. The iterators of
 * abstract-level 3, which it runs on, close with `close()` and have no `return`, so dynalite's
 * check `if (iterator.return)` skipped the close and every read left its iterator open. The
 * database holds each open iterator until it is itself closed, with the items it read ahead and
 * its LevelDB snapshot: about 13 KB per query, for as long as the stack runs.
 *
 * Evidence: 5,000 list queries against dynalite added 5,000 `Iterator` and 5,000
 * `DefaultValueIterator` objects to a heap snapshot, each holding the 10 items it had read, and
 * ~150 MB of resident memory; with this, the heap after a GC stays flat (functions/test/
 * dynalite-memory.test.ts). Giving the iterators the `return()` that dynalite calls, as the
 * iterator protocol names it, makes dynalite's own close work; nothing else changes.
 */
export const closeIteratorsAsDynaliteExpects = () => {
  const abstractLevel = dynalitesAbstractLevel();
  for (const name of ['AbstractIterator', 'AbstractKeyIterator', 'AbstractValueIterator']) {
    const proto = abstractLevel[name]?.prototype;
    if (!proto || proto.return) continue;
    proto.return = async function (this: { close(): Promise<void> }, value?: unknown) {
      await this.close();
      return { done: true, value };
    };
  }
};
