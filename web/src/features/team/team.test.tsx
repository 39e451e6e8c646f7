import { fileUrl, team } from '@club/model';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FAILED, LOADING, renderSite, withLists } from '../../testing/render';
import { TeamSection } from './components/TeamSection';

describe("'Expert Team Members'", () => {
  it('shows loading, failure and an empty team in words a visitor understands', () => {
    renderSite(<TeamSection />, { state: LOADING });
    expect(screen.getByRole('status')).toHaveTextContent('Loading team members...');
    renderSite(<TeamSection />, { state: FAILED });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load team members.');
    renderSite(<TeamSection />, { state: withLists({ team: [] }) });
    expect(screen.getByText('Our team is being assembled. Check back soon!')).toBeInTheDocument();
  });

  it('shows each member with photo, position and links, WhatsApp with +88', () => {
    renderSite(<TeamSection level={1} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Expert Team Members' }),
    ).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Nusrat Jahan' });
    expect(within(card).getByRole('img', { name: 'Nusrat Jahan' })).toHaveAttribute(
      'src',
      fileUrl(team, 'nusrat.webp'),
    );
    expect(within(card).getByText('President')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'WhatsApp Nusrat Jahan' })).toHaveAttribute(
      'href',
      'https://wa.me/8801712345601',
    );
    expect(within(card).getByRole('link', { name: 'Email Nusrat Jahan' })).toHaveAttribute(
      'href',
      'mailto:nusrat@robots.test',
    );
  });
});
