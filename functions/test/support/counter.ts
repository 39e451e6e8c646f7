/** A counter's values as the console sends them; each test names its own or gets a fresh name. */
export const counterValues = (title1 = `Members ${crypto.randomUUID().slice(0, 8)}`) => ({
  title1,
  value1: 10,
  title2: 'Projects',
  value2: 20,
  title3: 'Awards',
  value3: 3,
});
