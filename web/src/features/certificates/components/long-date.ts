// A fixed locale and time zone: the page is rendered at publish time and again in the browser,
// and both must write a date the same way.
const FORMAT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A day as people write it: '31 January 2027' (for YYYY-MM-DD or an ISO time). */
export const longDate = (when: string) =>
  FORMAT.format(new Date(when.length === 10 ? `${when}T00:00:00Z` : when));
