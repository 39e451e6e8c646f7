import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SiteContext } from '../hooks/use-site';
import { BrowserRouter } from '../lib/router';
import type { SiteState } from '../lib/site-data';
import { siteFixture } from './site-fixture';

/** Renders part of the site at `path`, with the site data in the given state. */
export const renderSite = (
  ui: ReactNode,
  { state = { status: 'ready', data: siteFixture() } as SiteState, path = '/' } = {},
) => {
  window.history.replaceState(null, '', path);
  return render(
    <BrowserRouter>
      <SiteContext value={state}>{ui}</SiteContext>
    </BrowserRouter>,
  );
};

export const LOADING: SiteState = { status: 'loading' };
export const FAILED: SiteState = { status: 'error', error: new Error('offline') };
export const withLists = (lists: Record<string, Record<string, unknown>[]>): SiteState => ({
  status: 'ready',
  data: siteFixture(lists),
});
