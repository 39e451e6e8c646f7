import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FAILED, LOADING, renderSite, withLists } from '../../testing/render';
import { ServicesSection } from './components/ServicesSection';

describe("'Awesome Quality Services'", () => {
  it('shows loading, failure and no services yet', () => {
    renderSite(<ServicesSection />, { state: LOADING });
    expect(screen.getByRole('status')).toHaveTextContent('Loading services...');
    renderSite(<ServicesSection />, { state: FAILED });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load service.');
    renderSite(<ServicesSection />, { state: withLists({ service: [] }) });
    expect(screen.getByText('Our services will be listed here soon.')).toBeInTheDocument();
  });

  it('shows each service with an icon drawn for its class name, unknown names included', () => {
    const service = (id: string, title: string, icon: string) => ({
      id,
      title,
      description: 'x',
      icon,
    });
    const { container } = renderSite(<ServicesSection />, {
      state: withLists({
        service: [service('a', 'Laptops', 'fa fa-laptop'), service('b', 'Odd', 'fa fa-nothing')],
      }),
    });
    expect(screen.getByRole('heading', { name: 'Awesome Quality Services' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Laptops' })).toBeInTheDocument();
    const icons = [...container.querySelectorAll('svg.service-icon')].map((svg) => svg.innerHTML);
    expect(icons).toHaveLength(2);
    expect(icons[0]).not.toBe(icons[1]);
  });
});
