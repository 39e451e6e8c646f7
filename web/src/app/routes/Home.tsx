import { CLUB_NAME } from '@club/model';
import { useEffect } from 'react';
import { AfterFirstPaint } from '../../components/AfterFirstPaint';
import { PAGES } from '../../config/pages';
import { WELCOME_TOASTS } from '../../config/site';
import { AboutSection } from '../../features/about/components/AboutSection';
import { AdvertisementMarquee } from '../../features/advertisements/components/AdvertisementMarquee';
import { CounterBand } from '../../features/counters/components/CounterBand';
import { EventsSection } from '../../features/events/components/EventsSection';
import { SubEventsSection } from '../../features/events/components/SubEventsSection';
import { ServicesSection } from '../../features/services/components/ServicesSection';
import { HomeSlider } from '../../features/slider/components/HomeSlider';
import { TeamSection } from '../../features/team/components/TeamSection';
import { TestimonialCarousel } from '../../features/testimonials/components/TestimonialCarousel';
import { useSitePageMeta } from '../../hooks/use-page-meta';
import { useSiteOrigin } from '../../hooks/use-published-page';
import { showToast } from '../../lib/toasts';

// Once per visit: coming back to Home from another page does not greet again.
let welcomed = false;

export function Home() {
  useSitePageMeta(PAGES.home, {
    structuredData: {
      '@type': 'Organization',
      name: CLUB_NAME,
      url: useSiteOrigin(),
      description: PAGES.home.description,
    },
  });
  useEffect(() => {
    if (welcomed) return;
    welcomed = true;
    for (const { message, closeAfterMs } of WELCOME_TOASTS) {
      showToast(message, { place: 'bottom-right', closeAfterMs });
    }
  }, []);

  return (
    <>
      <HomeSlider />
      <AfterFirstPaint>
        <AboutSection />
        <CounterBand />
        <ServicesSection />
        <EventsSection />
        <SubEventsSection />
        <TeamSection />
        <TestimonialCarousel />
        <AdvertisementMarquee />
      </AfterFirstPaint>
    </>
  );
}
