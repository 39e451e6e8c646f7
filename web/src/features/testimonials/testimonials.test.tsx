import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FAILED, LOADING, renderSite, withLists } from '../../testing/render';
import { TestimonialCarousel } from './components/TestimonialCarousel';

describe('the testimonial carousel', () => {
  it('shows loading, failure and none yet', () => {
    renderSite(<TestimonialCarousel />, { state: LOADING });
    expect(screen.getByRole('status')).toHaveTextContent('Loading testimonials...');
    renderSite(<TestimonialCarousel />, { state: FAILED });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load testimonial.');
    renderSite(<TestimonialCarousel />, { state: withLists({ testimonial: [] }) });
    expect(screen.getByText('Testimonials will appear here soon.')).toBeInTheDocument();
  });

  it('shows each quote with its name and position, and a carousel with controls when there are several', () => {
    const second = {
      id: 'te2',
      name: 'Mahmuda',
      position: 'Alumna',
      description: 'Taught me teamwork.',
      image: 'm.webp',
    };
    renderSite(<TestimonialCarousel />, {
      state: withLists({
        testimonial: [
          {
            id: 'te1',
            name: 'Dr. Rahman',
            position: 'Dean',
            description: 'Great club.',
            image: 'r.webp',
          },
          second,
        ],
      }),
    });
    expect(screen.getByText('Great club.')).toBeInTheDocument();
    expect(screen.getByText('Alumna')).toBeInTheDocument();
    const carousel = screen.getByRole('region', { name: 'Testimonials' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pause testimonials' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});
