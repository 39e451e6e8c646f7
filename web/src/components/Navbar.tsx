import { useId, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { NAV_LINKS, SITE_NAME } from '../config/site';
import { CloseIcon, MenuIcon, RobotIcon } from './Icons';

/** Main navigation; NavLink marks the current page with aria-current="page". */
export function Navbar() {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const close = () => setOpen(false);

  return (
    <nav
      className="navbar"
      aria-label="Main"
      onKeyDown={(e) => {
        if (e.key === 'Escape') close();
      }}
    >
      <div className="container navbar__inner">
        <Link to="/" className="navbar__brand" onClick={close}>
          <span className="navbar__logo">
            <RobotIcon size={26} />
          </span>
          {SITE_NAME}
        </Link>
        <button
          type="button"
          className="navbar__toggle"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? <CloseIcon /> : <MenuIcon />}
          <span className="visually-hidden">Menu</span>
        </button>
        <ul id={listId} className="navbar__links" data-open={open}>
          {NAV_LINKS.map(({ to, label }) => (
            <li key={to}>
              {/* `end` keeps Home from matching every path. */}
              <NavLink to={to} end={to === '/'} className="navbar__link" onClick={close}>
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
