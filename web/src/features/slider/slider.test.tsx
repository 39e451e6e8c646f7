import { fileUrl, sizedPictureName, slider } from '@club/model';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FAILED, renderSite, withLists } from '../../testing/render';
import { HomeSlider } from './components/HomeSlider';
import { preloadFirstSlide } from './preload-first-slide';

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

  it('fetches the first slide at once from the copy that fills the screen, and preloads that same copy', () => {
    const slides = ['Build robots', 'Join the lab'].map((title1, i) => ({
      id: `sl${i}`,
      title1,
      title2: '',
      title3: '',
      image: sizedPictureName(`0c0ffee${i}-1111-4222-8333-444455556666`, 1920),
    }));
    const state = withLists({ slider: slides });
    renderSite(<HomeSlider />, { state });
    const [first, second] = screen.getAllByRole('img', { hidden: true });
    const stored = '/Upload/image/slider/0c0ffee0-1111-4222-8333-444455556666_420-720-1200-1920';
    expect(first).toHaveAttribute(
      'srcset',
      `${stored}.420w.webp 420w, ${stored}.720w.webp 720w, ${stored}.1200w.webp 1200w, ${stored}.webp 1920w`,
    );
    // A slide is as wide as the window.
    expect(first).toHaveAttribute('sizes', '100vw');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(second).not.toHaveAttribute('fetchpriority');

    // The preload must choose as the <img> does, or the browser fetches the slide twice.
    preloadFirstSlide(state);
    const preload = document.head.querySelector('link[rel="preload"]');
    expect(preload).toHaveAttribute('href', `${stored}.webp`);
    expect(preload).toHaveAttribute('imagesrcset', first!.getAttribute('srcset'));
    expect(preload).toHaveAttribute('imagesizes', '100vw');
    preload!.remove();
  });

  it('keeps its heading when there are no slides, and says when they failed to load', () => {
    renderSite(<HomeSlider />, { state: withLists({ slider: [] }) });
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
    renderSite(<HomeSlider />, { state: FAILED });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load slider.');
  });
});
