import { useId, useRef, useState } from 'react';
import { Link, NavLink } from '../../lib/router';
import { CloseIcon, MenuIcon, RobotIcon } from '../../components/Icons';
import { NAV_LINKS } from '../../config/pages';
import { CLUB_NAME } from '../../config/site';
import { SiteSearch } from '../../features/search/components/SiteSearch';

/** Main navigation and the site search; on narrow screens both fold behind a menu button. */
export function Navbar() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const close = () => setOpen(false);

  return (
    <nav
      className="navbar"
      aria-label="Main"
      onKeyDown={(e) => {
        if (e.key !== 'Escape' || !open) return;
        // The panel is about to hide what has focus: the menu button takes it, as it opened it.
        if (panel.current?.contains(document.activeElement)) toggle.current?.focus();
        close();
      }}
    >
      <div className="container navbar__inner">
        <Link to="/" className="navbar__brand" onClick={close}>
          <span className="navbar__logo">
            <RobotIcon size={26} />
          </span>
          {CLUB_NAME}
        </Link>
        <button
          ref={toggle}
          type="button"
          className="navbar__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? <CloseIcon /> : <MenuIcon />}
          <span className="visually-hidden">Menu</span>
        </button>
        <div ref={panel} id={panelId} className="navbar__panel" data-open={open}>
          <ul className="navbar__links">
            {NAV_LINKS.map(({ to, label }) => (
              <li key={to}>
                {/* `end` keeps Home from matching every path. */}
                <NavLink to={to} end={to === '/'} className="navbar__link" onClick={close}>
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
          <SiteSearch onNavigate={close} />
        </div>
      </div>
    </nav>
  );
}
