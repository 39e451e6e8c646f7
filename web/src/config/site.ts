import { CLUB_NAME } from '@club/model';

export { CLUB_NAME };

/** Spec §9: the scroll-to-top button appears after scrolling more than this many pixels. */
export const SCROLL_TOP_THRESHOLD = 300;

/**
 * Spec §9, the home slider: its caption types at 50 ms and deletes at 30 ms. A slide stays 6 s,
 * or longer while its caption is still typing its lines through, so the motto is read whole.
 */
export const SLIDER = {
  autoplayMs: 6000,
  typing: { typeSpeed: 50, backSpeed: 30, backDelay: 1500 },
  /** The caption's last line, after the slide's two titles. */
  motto: 'Grow Every Day',
} as const;

/** Spec §9: the testimonial carousel moves on every 2 s. */
export const TESTIMONIAL_AUTOPLAY_MS = 2000;

/** Spec §9: the counters count up by one every 15 ms once half the band is in view. */
export const COUNTER = { stepMs: 15, visibleShare: 0.5 } as const;

/** Spec §9: the welcome toasts close after 4 and 6 seconds. */
export const WELCOME_TOASTS = [
  { message: `Welcome to ${CLUB_NAME}!`, closeAfterMs: 4000 },
  { message: 'Explore our events, meet the team, and say hello.', closeAfterMs: 6000 },
] as const;
