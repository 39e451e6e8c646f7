import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderSite } from '../../testing/render';
import { siteFixture } from '../../testing/site-fixture';
import { SiteSearch } from './components/SiteSearch';
import { searchIndex, searchSite } from './search-index';

describe('finding things on the site', () => {
  const index = searchIndex(siteFixture());
  // A published page carries only its own records: the search reads the whole site's data
  // when the visitor turns to it.
  const asked: string[] = [];
  beforeEach(() => {
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(url);
      return new Response(JSON.stringify(siteFixture()), {
        headers: { 'Content-Type': 'application/json' },
      });
    });
  });
  const titles = (query: string) =>
    searchSite(index, query).map((hit) => `${hit.kind}: ${hit.title}`);

  it('finds events, sub-events, team members and achievements by any of their words', () => {
    expect(titles('carnival')).toEqual([
      'Event: Robo Carnival 2025',
      'Sub-event: Line Follower Race',
      'Sub-event: Soccer Bot Cup',
    ]);
    expect(titles('president')).toEqual(['Team member: Nusrat Jahan']);
    expect(titles('olympiad')).toEqual(['Achievement: Champions 2024']);
    expect(titles('soccer robots')).toEqual(['Sub-event: Soccer Bot Cup']);
    expect(titles('   ')).toEqual([]);
    expect(titles('sumo')).toEqual([]);
  });

  it('ignores case and accents', () => {
    expect(titles('NÚSRAT')).toEqual(['Team member: Nusrat Jahan']);
  });

  it('links each result to where it is shown', () => {
    const [event, race] = searchSite(index, 'carnival');
    expect(event?.to).toBe('/subevent?header=Robo%20Carnival%202025');
    expect(race?.to).toBe(
      '/subevent/oneevent?header=Line+Follower+Race&eventName=Robo+Carnival+2025',
    );
    expect(searchSite(index, 'nusrat')[0]?.to).toBe('/team#team-t1');
  });

  it('lists results as you type and opens the first with Enter', async () => {
    const user = userEvent.setup();
    renderSite(<SiteSearch />);
    const field = screen.getByRole('searchbox', { name: 'Search events, team and achievements' });
    await user.type(field, 'soccer');
    // The sub-event by its title, first; the event because its description mentions soccer bots.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('2 results'));
    expect(asked).toEqual(['/api/v1/site']);
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Sub-eventSoccer Bot CupRobo Carnival 2025',
      'EventRobo Carnival 2025',
    ]);
    await user.keyboard('{Enter}');
    expect(window.location.pathname + window.location.search).toBe(
      '/subevent/oneevent?header=Soccer+Bot+Cup&eventName=Robo+Carnival+2025',
    );
    expect(field).toHaveValue('');
  });

  it('says when nothing matches', async () => {
    const user = userEvent.setup();
    renderSite(<SiteSearch />);
    await user.type(screen.getByRole('searchbox'), 'sumo');
    expect(await screen.findByText('Nothing found for “sumo”.')).toBeInTheDocument();
  });

  it('closes the results with Escape and brings focus back to the field, the words kept', async () => {
    const user = userEvent.setup();
    renderSite(<SiteSearch />);
    const field = screen.getByRole('searchbox');
    await user.type(field, 'soccer');
    await screen.findByRole('link', { name: /^Event/ });
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('link', { name: /^Event/ })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(field).toHaveFocus();
    expect(field).toHaveValue('soccer');
    expect(screen.queryByRole('list', { name: 'Search results' })).toBeNull();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('list', { name: 'Search results' })).toBeInTheDocument();
  });
});
