import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { usePageMeta } from '../hooks/use-page-meta';
import { BrowserRouter, Link, Routes } from '../lib/router';
import { PageChange } from './PageChange';

function Page({ title }: { title: string }) {
  usePageMeta(title);
  return (
    <>
      <h1>{title}</h1>
      <Link to="/team">Team</Link>
      <Link to="/team#card">The card</Link>
      <article id="card" tabIndex={-1} aria-label="A card" />
    </>
  );
}

const routes = [
  { path: '/', element: () => <Page title="Home" /> },
  { path: '/team', element: () => <Page title="Team" /> },
];

const site = () => {
  window.history.replaceState(null, '', '/');
  render(
    <BrowserRouter>
      <main id="main" tabIndex={-1}>
        <Routes routes={routes} fallback={null} />
      </main>
      <PageChange />
    </BrowserRouter>,
  );
  return screen.getByRole('status');
};

describe('a change of page', () => {
  it('leaves focus alone and says nothing on the first load', () => {
    const announcer = site();
    expect(document.body).toHaveFocus();
    expect(announcer).toBeEmptyDOMElement();
  });

  it("moves focus to the new page's heading and announces its title", async () => {
    const user = userEvent.setup();
    const announcer = site();
    await user.click(screen.getByRole('link', { name: 'Team' }));
    expect(await screen.findByRole('heading', { name: 'Team' })).toHaveFocus();
    expect(announcer).toHaveTextContent(/^Team \| DIU Robotics Club$/);
  });

  it('takes focus to the card a link names, on a new page too', async () => {
    const user = userEvent.setup();
    site();
    await user.click(screen.getByRole('link', { name: 'The card' }));
    expect(await screen.findByRole('article', { name: 'A card' })).toHaveFocus();
  });
});
