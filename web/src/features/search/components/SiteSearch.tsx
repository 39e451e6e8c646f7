import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate } from '../../../lib/router';
import { SearchIcon } from '../../../components/Icons';
import { searchSite } from '../search-index';
import { useSearchIndex } from '../use-search-index';
import './search.css';

/**
 * Arrow keys move between the field and the results; Escape closes them and brings focus back
 * to the field (a result that disappears must not take focus with it). With the results
 * closed, Escape is the navbar's: on a phone it closes the menu.
 */
const moveFocus = (
  event: KeyboardEvent<HTMLFormElement>,
  showing: boolean,
  setOpen: (open: boolean) => void,
) => {
  const field = event.currentTarget.querySelector('input');
  if (event.key === 'Escape') {
    if (!showing) return;
    event.preventDefault();
    event.stopPropagation();
    field?.focus();
    return setOpen(false);
  }
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  if (!showing && event.key === 'ArrowDown' && field?.value.trim()) {
    event.preventDefault();
    return setOpen(true);
  }
  const stops = [
    ...event.currentTarget.querySelectorAll<HTMLElement>('input, .site-search__results a'),
  ];
  const at = stops.indexOf(document.activeElement as HTMLElement);
  const next = stops[at + (event.key === 'ArrowDown' ? 1 : -1)];
  if (next) {
    event.preventDefault();
    next.focus();
  }
};

/** The navbar's search (the old one did nothing): finds the site's content as you type. */
export function SiteSearch({ onNavigate }: { onNavigate?: () => void }) {
  const index = useSearchIndex();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const hits = useMemo(() => searchSite(index.entries ?? [], query), [index.entries, query]);
  const searching = index.entries === undefined;
  const navigate = useNavigate();
  const id = useId();
  const showing = open && query.trim() !== '';

  const done = () => {
    setOpen(false);
    setQuery('');
    onNavigate?.();
  };

  return (
    <form
      role="search"
      className="site-search"
      onSubmit={(event) => {
        event.preventDefault();
        if (!hits[0]) return;
        navigate(hits[0].to);
        done();
      }}
      onKeyDown={(event) => moveFocus(event, showing, setOpen)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <label htmlFor={`${id}-q`} className="visually-hidden">
        Search events, team and achievements
      </label>
      <input
        id={`${id}-q`}
        type="search"
        className="site-search__input"
        placeholder="Search…"
        autoComplete="off"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          index.load();
        }}
        onFocus={() => {
          setOpen(true);
          index.load();
        }}
      />
      <SearchIcon size={18} />
      <p role="status" className="visually-hidden">
        {!showing
          ? ''
          : searching
            ? 'Searching…'
            : `${hits.length} ${hits.length === 1 ? 'result' : 'results'}`}
      </p>
      {showing && (
        <div className="site-search__results">
          {searching ? (
            <p className="site-search__none">Searching…</p>
          ) : hits.length === 0 ? (
            <p className="site-search__none">Nothing found for “{query.trim()}”.</p>
          ) : (
            <ul aria-label="Search results">
              {hits.map((hit) => (
                <li key={hit.to}>
                  <Link to={hit.to} onClick={done}>
                    <span className="site-search__kind">{hit.kind}</span>
                    <span className="site-search__title">{hit.title}</span>
                    {hit.detail && <span className="site-search__detail">{hit.detail}</span>}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </form>
  );
}
