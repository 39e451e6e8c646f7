import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AFTER_HOLD_MS,
  dismissToast,
  holdToast,
  releaseToast,
  showToast,
  toastStore,
} from './toasts';

const shown = () => toastStore.snapshot().map((t) => t.message);

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => toastStore.snapshot().forEach((t) => dismissToast(t.id)));

  it('close by themselves after their time', () => {
    showToast('Welcome!', { closeAfterMs: 4000 });
    vi.advanceTimersByTime(3999);
    expect(shown()).toEqual(['Welcome!']);
    vi.advanceTimersByTime(1);
    expect(shown()).toEqual([]);
  });

  it('wait while held, then take the time they had left', () => {
    const id = showToast('Welcome!', { closeAfterMs: 4000 });
    vi.advanceTimersByTime(1000);
    holdToast(id);
    vi.advanceTimersByTime(60_000);
    expect(shown()).toEqual(['Welcome!']);
    releaseToast(id);
    vi.advanceTimersByTime(2999);
    expect(shown()).toEqual(['Welcome!']);
    vi.advanceTimersByTime(1);
    expect(shown()).toEqual([]);
  });

  it('stay a moment once let go, even if their time was nearly up', () => {
    const id = showToast('Welcome!', { closeAfterMs: 4000 });
    vi.advanceTimersByTime(3990);
    holdToast(id);
    releaseToast(id);
    vi.advanceTimersByTime(AFTER_HOLD_MS - 1);
    expect(shown()).toEqual(['Welcome!']);
    vi.advanceTimersByTime(1);
    expect(shown()).toEqual([]);
  });
});
