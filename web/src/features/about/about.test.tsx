import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FAILED, LOADING, renderSite, withLists } from '../../testing/render';
import { AboutSection } from './components/AboutSection';

describe('the about section', () => {
  it('shows loading, failure and no entry yet', () => {
    renderSite(<AboutSection />, { state: LOADING });
    expect(screen.getByRole('status')).toHaveTextContent('Loading about...');
    renderSite(<AboutSection />, { state: FAILED });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load about.');
    renderSite(<AboutSection />, { state: withLists({ about: [] }) });
    expect(screen.getByText('Our story will be told here soon.')).toBeInTheDocument();
  });

  it("shows the first entry, with Learn More to the club's social page", () => {
    renderSite(<AboutSection />);
    expect(screen.getByText('Who we are')).toBeInTheDocument();
    expect(screen.getByText('Since 2014.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Learn More/ })).toHaveAttribute(
      'href',
      'https://facebook.com/club',
    );
  });
});
