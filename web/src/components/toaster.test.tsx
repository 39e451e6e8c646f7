import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast, showToast, toastStore } from '../lib/toasts';
import { Toaster } from './Toaster';

const page = () =>
  render(
    <>
      <input aria-label="Search" />
      <button type="button">Read more</button>
      <main id="main" tabIndex={-1} />
      <Toaster />
    </>,
  );

const toast = (message: string) => act(() => void showToast(message, { place: 'bottom-right' }));

describe('the toaster', () => {
  afterEach(() => toastStore.snapshot().forEach((t) => dismissToast(t.id)));

  it('names each Close button by its toast', () => {
    page();
    toast('Welcome!');
    expect(screen.getByRole('button', { name: 'Close notification' })).toHaveAccessibleDescription(
      'Welcome!',
    );
  });

  it('gives focus back to where the visitor was when a focused toast is closed', async () => {
    const user = userEvent.setup();
    page();
    toast('Welcome!');
    await user.click(screen.getByRole('button', { name: 'Read more' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close notification' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByText('Welcome!')).toBeNull();
    expect(screen.getByRole('button', { name: 'Read more' })).toHaveFocus();
  });

  it('gives focus to the content when there was nowhere before, also on Escape', async () => {
    const user = userEvent.setup();
    page();
    toast('Welcome!');
    act(() => screen.getByRole('button', { name: 'Close notification' }).focus());
    await user.keyboard('{Escape}');
    expect(screen.queryByText('Welcome!')).toBeNull();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('closes the toasts once the visitor moves on to a field', async () => {
    const user = userEvent.setup();
    page();
    toast('Welcome!');
    await user.click(screen.getByRole('button', { name: 'Read more' }));
    expect(screen.getByText('Welcome!')).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: 'Search' }));
    expect(screen.queryByText('Welcome!')).toBeNull();
  });
});
