/** A team member's editable fields as the console form holds them, for the admin's tests. */
export const memberValues = {
  name: 'Ada',
  position: 'Lead',
  description: 'Builds robots',
  facebook: 'https://facebook.com/ada',
  email: 'ada@example.org',
  linkedin: 'https://linkedin.com/in/ada',
  whatsapp: '01700000000',
};
