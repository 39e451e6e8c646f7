import { event, fileUrl, sizedPictureName, subEvent } from '@club/model';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FAILED, LOADING, renderSite, withLists } from '../../testing/render';
import { EventsSection } from './components/EventsSection';
import { DETAIL_MESSAGES, SubEventDetail } from './components/SubEventDetail';
import { SubEventsSection } from './components/SubEventsSection';
import { SubEventsPage } from '../../app/routes/SubEventsPage';
import { siteFixture } from '../../testing/site-fixture';

describe("the 'Latest Event' section", () => {
  it('says it is loading, then that loading failed, in the words of spec §8', () => {
    renderSite(<EventsSection />, { state: LOADING });
    expect(screen.getByRole('status')).toHaveTextContent('Loading events...');
    renderSite(<EventsSection />, { state: FAILED });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load events.');
  });

  it('says so when there are no events yet', () => {
    renderSite(<EventsSection />, { state: withLists({ event: [] }) });
    expect(screen.getByText('No events yet. Check back soon!')).toBeInTheDocument();
  });

  it('shows each event with share links to its page and a Read More to its sub-events', () => {
    renderSite(<EventsSection />);
    const card = screen.getByRole('article', { name: 'Robo Carnival 2025' });
    const page = `${window.location.origin}/subevent?header=Robo%20Carnival%202025`;
    expect(within(card).getByRole('link', { name: 'Share on Facebook' })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(page)}`,
    );
    expect(within(card).getByRole('link', { name: 'Share on LinkedIn' })).toHaveAttribute(
      'href',
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(page)}`,
    );
    expect(
      within(card).getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href'),
    ).toContain(encodeURIComponent(page));
    expect(within(card).getByRole('link', { name: 'Share on Email' }).getAttribute('href')).toMatch(
      /^mailto:\?subject=Robo%20Carnival%202025&body=/,
    );
    expect(
      within(card).getByRole('link', { name: 'Read More about Robo Carnival 2025' }),
    ).toHaveAttribute('href', '/subevent?header=Robo%20Carnival%202025');
  });
});

describe('the pictures of event cards', () => {
  const photo = sizedPictureName('5a1c7e0b-9d2f-4c3a-8b6e-1f0a2d3c4b5e', 1920);
  const events = ['Robo Carnival 2025', 'Arduino Bootcamp', 'Drone Day'].map((title, i) => ({
    id: `e${i}`,
    title,
    description: 'A day of robots.',
    description1: '',
    description2: '',
    description3: '',
    image: photo,
  }));
  const pictures = () => screen.getAllByRole('article').map((a) => a.querySelector('img')!);

  it('offer the smaller copies for the width the card has at each screen width', () => {
    renderSite(<EventsSection level={1} />, { state: withLists({ event: events }) });
    const [first] = pictures();
    expect(first).toHaveAttribute('src', fileUrl(event, photo));
    const stored = '/Upload/image/event/5a1c7e0b-9d2f-4c3a-8b6e-1f0a2d3c4b5e_420-720-1200-1920';
    expect(first).toHaveAttribute(
      'srcset',
      `${stored}.420w.webp 420w, ${stored}.720w.webp 720w, ${stored}.1200w.webp 1200w, ${stored}.webp 1920w`,
    );
    // One column on phones, two from 640 px, three from 952 px, at most 371 px each.
    expect(first).toHaveAttribute(
      'sizes',
      '(min-width: 1200px) 371px, (min-width: 952px) calc(33.3vw - 29px), (min-width: 640px) calc(50vw - 32px), calc(100vw - 40px)',
    );
    expect(first).toHaveAttribute('width', '350');
    expect(first).toHaveAttribute('height', '300');
  });

  it('fetch only the first card of the events page at once and first of all; the rest, and every card on home, lazily', () => {
    const fetching = () =>
      pictures().map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')]);
    const page = renderSite(<EventsSection level={1} />, { state: withLists({ event: events }) });
    expect(fetching()).toEqual([
      ['eager', 'high'],
      ['lazy', null],
      ['lazy', null],
    ]);
    page.unmount();
    renderSite(<EventsSection level={2} />, { state: withLists({ event: events }) });
    expect(fetching()).toEqual([
      ['lazy', null],
      ['lazy', null],
      ['lazy', null],
    ]);
  });

  it('name no copy for a picture stored before copies were made', () => {
    renderSite(<SubEventsSection level={1} eventTitle="Robo Carnival 2025" />);
    const [first] = pictures();
    expect(first).toHaveAttribute('src', fileUrl(subEvent, 'race.webp'));
    expect(first).not.toHaveAttribute('srcset');
    expect(first).not.toHaveAttribute('sizes');
    expect(first).toHaveAttribute('fetchpriority', 'high');
  });
});

describe('the sub-event list', () => {
  it("shows only the sub-events of the event named in ?header=, or 'No events found.'", () => {
    renderSite(<SubEventsSection level={1} eventTitle="Robo Carnival 2025" />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Robo Carnival 2025' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Read More about Soccer Bot Cup' })).toHaveAttribute(
      'href',
      '/subevent/oneevent?header=Soccer+Bot+Cup&eventName=Robo+Carnival+2025',
    );

    renderSite(<SubEventsSection level={1} eventTitle="Nothing Festival" />);
    expect(screen.getByText('No events found.')).toBeInTheDocument();
  });
});

describe("an event's page", () => {
  it('opens with what the club wrote for it in Description 1, 2 and 3, above its sub-events', () => {
    renderSite(<SubEventsPage />, { path: '/subevent?header=Robo%20Carnival%202025' });
    const page = screen.getByRole('region', { name: 'Robo Carnival 2025' });
    const paragraphs = within(page)
      .getAllByText(/^(Sixty teams\.|Workshops\.|Prizes\.)$/)
      .map((p) => p.textContent);
    expect(paragraphs).toEqual(['Sixty teams.', 'Workshops.', 'Prizes.']);
    expect(
      screen.getByText('Prizes.').compareDocumentPosition(within(page).getAllByRole('article')[0]!),
    ).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('leaves out the paragraphs an editor left empty, and keeps them when it has no sub-events', () => {
    const [carnival] = siteFixture().event!;
    renderSite(<SubEventsPage />, {
      path: '/subevent?header=Robo%20Carnival%202025',
      state: withLists({
        event: [{ ...carnival, description2: '', description3: '' }],
        'sub-event': [],
      }),
    });
    expect(screen.getByText('Sixty teams.')).toBeInTheDocument();
    expect(screen.getByText('No events found.')).toBeInTheDocument();
    expect(document.querySelectorAll('.event-intro p')).toHaveLength(1);
  });
});

describe('the sub-event page', () => {
  it('names each state: no header, an unknown one, and a failed load', () => {
    renderSite(<SubEventDetail header={null} eventName={null} />);
    expect(screen.getByText(DETAIL_MESSAGES.noHeader)).toBeInTheDocument();
    renderSite(<SubEventDetail header="Sumo" eventName="Robo Carnival 2025" />);
    expect(screen.getByText(DETAIL_MESSAGES.notFound)).toBeInTheDocument();
    renderSite(<SubEventDetail header="Sumo" eventName={null} />, { state: FAILED });
    expect(screen.getByRole('alert')).toHaveTextContent(DETAIL_MESSAGES.failed);
  });

  it('shows paragraphs per line, its own advisors only, and http(s) links as buttons', () => {
    renderSite(<SubEventDetail header="Line Follower Race" eventName="Robo Carnival 2025" />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Line Follower Race' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Follow the line.').tagName).toBe('P');
    expect(screen.getByText('Tracks have ramps.').tagName).toBe('P');

    const advisors = screen.getByRole('region', { name: 'Expert Advisor Members' });
    expect(
      within(advisors).getByRole('article', { name: 'Prof. Kamal Hossain' }),
    ).toBeInTheDocument();
    // Same sub-event header, other event: not this page's advisor.
    expect(within(advisors).queryByText('Someone Else')).toBeNull();

    const register = screen.getByRole('region', { name: 'Registration' });
    expect(
      within(register)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['https://forms.test/race', 'https://rules.test/race']);
  });

  it('plays a video with controls when the media is one', () => {
    const { container } = renderSite(
      <SubEventDetail header="Soccer Bot Cup" eventName="Robo Carnival 2025" />,
    );
    const video = container.querySelector('video');
    expect(video).not.toBeNull();
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('src', fileUrl(subEvent, 'soccer.webm'));
    expect(screen.queryByRole('region', { name: 'Expert Advisor Members' })).toBeNull();
  });
});
