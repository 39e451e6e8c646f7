import { advisor, team, testimonial } from '@club/model';
import type { DemoEntry } from './demo-entry.js';

const person = (hue: number) => ({ image: { kind: 'portrait', hue } }) as const;
const social = (handle: string) => ({
  facebook: `https://www.facebook.com/${handle}`,
  linkedin: `https://www.linkedin.com/in/${handle}`,
  email: `${handle.replace(/-/g, '.')}@diu-robotics.example`,
});

export const demoTeam: DemoEntry[] = [
  [
    'Nusrat Jahan',
    'President',
    'Leads the club and its national contest teams.',
    'nusrat-jahan',
    '01712345601',
    210,
  ],
  [
    'Tanvir Ahmed',
    'General Secretary',
    'Runs workshops and keeps the lab schedule.',
    'tanvir-ahmed',
    '01712345602',
    20,
  ],
  [
    'Farhana Islam',
    'Head of Research',
    'Builds line followers and autonomous rovers.',
    'farhana-islam',
    '01712345603',
    280,
  ],
  [
    'Rakib Hasan',
    'Treasurer',
    'Manages sponsorships and the parts budget.',
    'rakib-hasan',
    '01712345604',
    140,
  ],
].map(([name, position, description, handle, whatsapp, hue]) => ({
  resource: team,
  fields: { name, position, description, whatsapp, ...social(String(handle)) },
  files: person(Number(hue)),
}));

export const demoTestimonials: DemoEntry[] = [
  [
    'Dr. Sheikh Rahman',
    'Dean, Engineering',
    'The club turns classroom theory into robots that win national contests.',
    30,
  ],
  [
    'Mahmuda Akter',
    'Alumna, Google',
    'Two years in the lab taught me more about teamwork than any course.',
    330,
  ],
  [
    'Arif Chowdhury',
    'Sponsor, TechBD',
    'A disciplined, creative team. Sponsoring their rover was an easy choice.',
    190,
  ],
].map(([name, position, description, hue]) => ({
  resource: testimonial,
  fields: { name, position, description },
  files: { image: { kind: 'portrait', hue: Number(hue), size: 120 } },
}));

export const demoAdvisors: DemoEntry[] = [
  [
    'Robo Carnival 2025',
    'Line Follower Race',
    'Prof. Kamal Hossain',
    'Professor, EEE',
    'Twenty years of control systems research.',
    'kamal-hossain',
    45,
  ],
  [
    'Robo Carnival 2025',
    'Line Follower Race',
    'Sadia Karim',
    'Embedded Engineer',
    'Designs sensor boards for industrial robots.',
    'sadia-karim',
    300,
  ],
  [
    'Robo Carnival 2025',
    'Soccer Bot Cup',
    'Imran Kabir',
    'Lecturer, CSE',
    'Coaches the club’s autonomous soccer team.',
    'imran-kabir',
    170,
  ],
  [
    'Arduino Bootcamp',
    'Sensors and Motors',
    'Nadia Sultana',
    'Lab Instructor',
    'Teaches microcontrollers to first-year students.',
    'nadia-sultana',
    260,
  ],
].map(([mainevent, subevent, name, position, description, handle, hue]) => ({
  resource: advisor,
  fields: {
    mainevent,
    subevent,
    name,
    position,
    description,
    whatsapp: '01812345678',
    ...social(String(handle)),
  },
  files: person(Number(hue)),
}));
