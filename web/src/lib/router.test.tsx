import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BrowserRouter, Link, NavLink, Routes, useLocation, useSearchParams } from './router';

function Where() {
  const { pathname } = useLocation();
  const q = useSearchParams().get('q');
  return <p>at {pathname + (q ? ` q=${q}` : '')}</p>;
}

const routes = [
  { path: '/', element: () => <Where /> },
  { path: '/team', element: () => <Where /> },
  { path: '/show/*', element: (rest: string) => <p>code {rest}</p> },
];

const app = (path: string) => {
  window.history.replaceState(null, '', path);
  return render(
    <BrowserRouter>
      <nav>
        <NavLink to="/" end>
          Home
        </NavLink>
        <NavLink to="/team">Team</NavLink>
        <Link to="/team?q=robots">Search</Link>
      </nav>
      <Routes routes={routes} fallback={<p>not found</p>} />
    </BrowserRouter>,
  );
};

describe("the site's router", () => {
  it('shows the route of the address, a trailing slash included, and the fallback otherwise', () => {
    app('/team/');
    expect(screen.getByText('at /team/')).toBeInTheDocument();
    app('/nothing');
    expect(screen.getByText('not found')).toBeInTheDocument();
  });

  it('gives a splat route the rest of the path, decoded, slashes and spaces included', () => {
    app('/show/A%20B%2FC_%E0%A6%B8');
    expect(screen.getByText('code A B/C_স')).toBeInTheDocument();
  });

  it('follows links without a page load, marks the current page, and follows Back', async () => {
    const user = userEvent.setup();
    app('/');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('link', { name: 'Search' }));
    expect(await screen.findByText('at /team q=robots')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Team' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');

    await act(async () => {
      window.history.back();
      await new Promise((done) => window.addEventListener('popstate', done, { once: true }));
    });
    expect(await screen.findByText('at /')).toBeInTheDocument();
  });
});
