import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FAILED, renderSite, withLists } from '../../testing/render';
import { CounterBand } from './components/CounterBand';

const shown = (container: HTMLElement) =>
  [...container.querySelectorAll('.counter-band__value [aria-hidden]')].map((n) => n.textContent);

describe('the counter band', () => {
  it('counts each number of the first record up from 0, one every 15 ms, once it is in view', async () => {
    vi.useFakeTimers();
    const { container } = renderSite(<CounterBand />);
    expect(screen.getByText('Members')).toBeInTheDocument();
    expect(screen.queryByText('Older')).toBeNull();
    // The band comes into view (the observer reports it), then the clock runs.
    await act(async () => {});
    expect(shown(container)).toEqual(['0', '0', '0']);
    await act(() => vi.advanceTimersByTimeAsync(15 * 6));
    expect(shown(container)).toEqual(['6', '6', '4']);
    await act(() => vi.advanceTimersByTimeAsync(15 * 40));
    expect(shown(container)).toEqual(['32', '8', '4']);
  });

  it('does not start before the band is seen', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    const { container } = renderSite(<CounterBand />);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(shown(container)).toEqual(['0', '0', '0']);
  });

  it('shows the final numbers at once for visitors who asked for less motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    const { container } = renderSite(<CounterBand />);
    expect(shown(container)).toEqual(['32', '8', '4']);
  });

  it('says so when the counters cannot be loaded, and shows nothing without a record', () => {
    renderSite(<CounterBand />, { state: FAILED });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load counters.');
    const { container } = renderSite(<CounterBand />, { state: withLists({ counter: [] }) });
    expect(container).toBeEmptyDOMElement();
  });
});
