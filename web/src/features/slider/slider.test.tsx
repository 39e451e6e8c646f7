import { fileUrl, slider } from '@club/model';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FAILED, renderSite, withLists } from '../../testing/render';
import { HomeSlider } from './components/HomeSlider';

const typed = () => document.querySelector('.hero__typed [aria-hidden]')?.textContent;

describe('the home slider', () => {
  it('shows every slide and types the first one: title1, title2, then Grow Every Day', async () => {
    vi.useFakeTimers();
    renderSite(<HomeSlider />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Welcome to DIU Robotics Club' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Build robots' })).toHaveAttribute(
      'src',
      fileUrl(slider, 'a.webp'),
    );
    // The other slide waits, hidden from screen readers until it is shown.
    expect(screen.getByRole('img', { name: 'Join the lab', hidden: true })).toBeInTheDocument();
    expect(screen.getByText('Build robots. Win contests. Grow Every Day')).toHaveClass(
      'visually-hidden',
    );

    await act(() => vi.advanceTimersByTimeAsync(50 * 5));
    expect(typed()).toBe('Build');
    // All of 'Build robots', a pause, then deleted at 30 ms a letter, then the next line.
    await act(() => vi.advanceTimersByTimeAsync(50 * 7 + 1500 + 30 * 12 + 50 * 3));
    expect(typed()).toBe('Win');
  });

  it('keeps its heading when there are no slides, and says when they failed to load', () => {
    renderSite(<HomeSlider />, { state: withLists({ slider: [] }) });
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
    renderSite(<HomeSlider />, { state: FAILED });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load slider.');
  });
});
