/** A team member's text fields as the add form sends them; each test names its own member. */
export const memberFields = (name = `Member ${crypto.randomUUID().slice(0, 8)}`) => ({
  name,
  position: 'Mentor',
  description: 'Builds line followers.',
  facebook: 'https://facebook.com/member',
  email: 'member@club.test',
  linkedin: 'https://linkedin.com/in/member',
  whatsapp: '01712 345-678',
});

/** A sub-event's text fields, of the demo content's event; each test names its own header. */
export const subEventFields = (header: string) => ({
  eventName: 'Robo Carnival 2025',
  header,
  description1: 'Robots follow a black line.',
  description2: 'Fastest lap wins.',
  links: 'https://example.org/register',
});

/** A multipart body; a value left undefined is a field the person left out. */
export const formOf = (values: Record<string, string | File | undefined>) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(values))
    if (value !== undefined) form.append(key, value);
  return form;
};
