import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FAILED, LOADING, renderSite, withLists } from '../../testing/render';
import { AchievementsGrid } from './components/AchievementsGrid';

describe('the achievements page', () => {
  it('shows loading, failure and none yet', () => {
    renderSite(<AchievementsGrid />, { state: LOADING });
    expect(screen.getByRole('status')).toHaveTextContent('Loading achievements...');
    renderSite(<AchievementsGrid />, { state: FAILED });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load achievements.');
    renderSite(<AchievementsGrid />, { state: withLists({ achievement: [] }) });
    expect(screen.getByText('Our achievements will be shown here soon.')).toBeInTheDocument();
  });

  it('opens the whole story with More, closes it with either Close, and gives focus back', async () => {
    const user = userEvent.setup();
    renderSite(<AchievementsGrid level={1} />);
    const more = screen.getByRole('button', { name: 'More about Champions 2024' });
    await user.click(more);

    const dialog = screen.getByRole('dialog', { name: 'National Robotics Olympiad' });
    expect(within(dialog).getByText('First place among 48 teams.')).toBeInTheDocument();
    expect(within(dialog).getByText('Supported by EEE.')).toBeInTheDocument();
    const closeButtons = () => within(dialog).getAllByRole('button', { name: 'Close' });
    expect(closeButtons()).toHaveLength(2);
    await user.click(closeButtons()[1]!);
    expect(dialog).not.toHaveAttribute('open');
    expect(more).toHaveFocus();

    await user.click(more);
    expect(dialog).toHaveAttribute('open');
    await user.click(closeButtons()[0]!);
    expect(dialog).not.toHaveAttribute('open');
  });
});
