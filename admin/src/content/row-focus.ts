/** The first button or link among a row's actions (its last cell): 'Edit <name>' on most lists. */
const firstAction = (row: Element | undefined) =>
  row?.querySelector<HTMLElement>('td:last-child :is(a[href], button:not([disabled]))') ?? null;

/**
 * Where the focus goes once a deleted row has left the table: to the first action of the row
 * that took its place (or of the row before, when the last one went), so the person carries on
 * where they were and hears which record that is. With no rows left the list shows its empty
 * state, and `fallback` (its Add button) takes the focus. Waits for the row to go, as the list
 * drops it only after the server has answered; until then the confirmation holds the focus.
 */
export const focusAfterRowRemoved = (
  row: HTMLTableRowElement,
  fallback: () => HTMLElement | null,
) => {
  const body = row.parentElement;
  const main = row.closest('main') ?? document.body;
  if (!body || !row.isConnected) return;
  const index = Array.from(body.children).indexOf(row);
  const place = () => {
    // The same table body, or the one the list drew anew.
    const current = body.isConnected ? body : main.querySelector('tbody');
    const rows = current ? Array.from(current.children) : [];
    const target = firstAction(rows[index]) ?? firstAction(rows[index - 1]) ?? fallback();
    target?.focus();
    return target !== null;
  };
  const watcher = new MutationObserver(() => {
    if (!row.isConnected && place()) watcher.disconnect();
  });
  watcher.observe(main, { childList: true, subtree: true });
  // Never watch for long: a refused delete leaves the row, and the dialog returns the focus.
  setTimeout(() => watcher.disconnect(), 10_000);
};
