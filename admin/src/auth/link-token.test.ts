import { SET_PASSWORD_SCREEN } from '@club/model';
import { describe, expect, it, vi } from 'vitest';
import { SET_PASSWORD_ROUTE, takeTokenFrom, tokenFromHash } from './link-token';

const historyWith = (state: unknown = null) => ({ state, replaceState: vi.fn() });

describe('the token of a mailed link', () => {
  it('is read from the fragment', () => {
    expect(tokenFromHash('#token=abc_DEF-123')).toBe('abc_DEF-123');
    expect(tokenFromHash('#other=1&token=xyz')).toBe('xyz');
    expect(tokenFromHash('')).toBe('');
    expect(tokenFromHash('#')).toBe('');
  });

  it('is taken out of the address bar, keeping the path, the query and the router state', () => {
    const history = historyWith({ idx: 0 });
    const token = takeTokenFrom(
      { pathname: SET_PASSWORD_SCREEN, search: '?x=1', hash: '#token=secret' },
      history,
    );
    expect(token).toBe('secret');
    expect(history.replaceState).toHaveBeenCalledWith({ idx: 0 }, '', `${SET_PASSWORD_SCREEN}?x=1`);
  });

  it('is left alone on any other screen', () => {
    const history = historyWith();
    expect(takeTokenFrom({ pathname: '/admin/team', search: '', hash: '#token=x' }, history)).toBe(
      '',
    );
    expect(history.replaceState).not.toHaveBeenCalled();
  });

  it('leaves an address without a fragment as it is', () => {
    const history = historyWith();
    expect(
      takeTokenFrom({ pathname: `${SET_PASSWORD_SCREEN}/`, search: '', hash: '' }, history),
    ).toBe('');
    expect(history.replaceState).not.toHaveBeenCalled();
  });

  it('opens the screen the console routes under its /admin basename', () => {
    expect(SET_PASSWORD_ROUTE).toBe('/set-password');
  });
});
