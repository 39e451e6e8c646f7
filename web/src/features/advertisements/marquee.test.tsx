import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FAILED, renderSite, withLists } from '../../testing/render';
import { AdvertisementMarquee } from './components/AdvertisementMarquee';

describe('the advertisement marquee', () => {
  it('holds the list twice for a seamless loop, with the copy hidden from screen readers', () => {
    const { container } = renderSite(<AdvertisementMarquee />);
    const rows = container.querySelectorAll('.marquee__row');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual([
      'TechBD',
      'RoboParts',
    ]);
  });

  it('says when advertisements failed to load, and when there are none', () => {
    renderSite(<AdvertisementMarquee />, { state: FAILED });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load advertisements.');
    renderSite(<AdvertisementMarquee />, { state: withLists({ advertisement: [] }) });
    expect(screen.getByText('Our partners will be shown here soon.')).toBeInTheDocument();
  });
});
