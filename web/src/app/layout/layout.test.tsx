import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FAILED, renderSite } from '../../testing/render';
import { Footer } from './Footer';
import { Header } from './Header';

describe('the header strip and the footer', () => {
  it('fill the strip from the first four header records: location, home, email, phone', () => {
    renderSite(<Header />);
    const strip = screen.getByRole('list', { name: 'Contact information' });
    expect(
      within(strip)
        .getAllByRole('listitem')
        .map((li) => li.dataset.kind),
    ).toEqual(['location', 'home', 'email', 'phone']);
    expect(within(strip).getByRole('link', { name: 'club@robots.test' })).toHaveAttribute(
      'href',
      'mailto:club@robots.test',
    );
    expect(within(strip).getByRole('link', { name: '+880 1700 000000' })).toHaveAttribute(
      'href',
      'tel:+8801700000000',
    );
  });

  it('show the footer with the five social links of the first footer record', () => {
    renderSite(<Footer />);
    const social = screen.getByRole('list', { name: 'Social media' });
    expect(
      within(social)
        .getAllByRole('link')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['Twitter', 'Facebook', 'YouTube', 'Instagram', 'LinkedIn']);
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Ashulia, Dhaka');
  });

  it('keep the navigation and the copyright line when the site data failed', () => {
    renderSite(
      <>
        <Header />
        <Footer />
      </>,
      { state: FAILED },
    );
    expect(screen.queryByRole('list', { name: 'Contact information' })).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('All rights reserved.');
  });

  it('give focus back to the menu button when Escape closes the phone menu', async () => {
    const user = userEvent.setup();
    renderSite(<Header />);
    const menu = screen.getByRole('button', { name: 'Menu' });
    await user.click(menu);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
  });
});
