import {
  about,
  achievement,
  advertisement,
  certificate,
  counter,
  footer,
  service,
  slider,
  upperHeader,
} from '@club/model';
import type { DemoEntry } from './demo-entry.js';

const scene = (hue: number, width = 1200, height = 800) =>
  ({ image: { kind: 'scene', hue, width, height } }) as const;

export const demoUpperHeaders: DemoEntry[] = [
  ['Location', 'Daffodil Smart City', 'Ashulia, Dhaka'],
  ['Home', 'Robotics Lab', 'Room 401, Knowledge Tower'],
  ['Email', 'contact@diu-robotics.example', 'We answer within two days'],
  ['Phone', '+880 1712 345600', 'Sun–Thu, 9 am to 5 pm'],
].map(([title, description1, description2]) => ({
  resource: upperHeader,
  fields: { title, description1, description2 },
}));

export const demoFooter: DemoEntry[] = [
  {
    resource: footer,
    fields: {
      title: 'DIU Robotics Club',
      address: 'Daffodil Smart City, Ashulia, Dhaka 1341',
      number: '+880 1712 345600',
      email: 'contact@diu-robotics.example',
      twitar: 'https://twitter.com/diurobotics',
      facebook: 'https://www.facebook.com/diurobotics',
      youtube: 'https://www.youtube.com/@diurobotics',
      instagram: 'https://www.instagram.com/diurobotics',
      linkedin: 'https://www.linkedin.com/company/diurobotics',
    },
  },
];

export const demoCounters: DemoEntry[] = [
  {
    resource: counter,
    fields: {
      title1: 'Members',
      value1: 320,
      title2: 'Projects',
      value2: 85,
      title3: 'Awards',
      value3: 42,
    },
  },
];

export const demoServices: DemoEntry[] = [
  ['Robotics Workshops', 'Weekly hands-on sessions from soldering to ROS.', 'fa fa-cogs'],
  ['Project Mentoring', 'Senior members guide thesis and contest projects.', 'fa fa-users'],
  ['Embedded Systems', 'Microcontrollers, sensors and real-time control.', 'fa fa-microchip'],
  ['Programming', 'Python, C++ and computer vision for robots.', 'fa fa-laptop'],
].map(([title, description, icon]) => ({
  resource: service,
  fields: { title, description, icon },
}));

export const demoAbout: DemoEntry[] = [
  {
    resource: about,
    fields: {
      title: 'Who we are',
      description1:
        'DIU Robotics Club brings together students who love to build things that move, sense and think.',
      description2:
        'Since 2014 our members have won national contests, published research and started companies.',
    },
    files: { image: { kind: 'scene', hue: 215, width: 800, height: 1000 } },
  },
];

export const demoSlides: DemoEntry[] = [
  {
    resource: slider,
    fields: { title1: 'Build robots', title2: 'Win contests', title3: 'Learn by doing' },
    files: scene(210, 1920, 1080),
  },
  {
    resource: slider,
    fields: { title1: 'Join the lab', title2: 'Meet mentors', title3: 'Open to all' },
    files: scene(15, 1920, 1080),
  },
];

export const demoAchievements: DemoEntry[] = [
  [
    'Champions 2024',
    'National Robotics Olympiad',
    'First place among 48 teams in the autonomous category.',
  ],
  [
    'Best Design',
    'Asia Pacific Robocon',
    'Recognised for the lightest gripper mechanism of the contest.',
  ],
  [
    'Innovation Award',
    'ICT Division Hackathon',
    'An assistive robot arm for people with limited mobility.',
  ],
].map(([title, maintitle, description1], i) => ({
  resource: achievement,
  fields: {
    title,
    maintitle,
    description1,
    description2: 'Built by a team of five members in eight weeks.',
    description3: 'Supported by the department of EEE.',
  },
  files: scene(40 + i * 90, 900, 600),
}));

export const demoCertificates: DemoEntry[] = [
  [
    'Ayesha Siddiqua',
    'Robo Carnival 2025',
    'Daffodil International University',
    'Champion',
    '2025',
  ],
  ['Mehedi Hasan', 'Arduino Bootcamp', 'BUET', 'Participant', '2025'],
  // A name in Bengali script: codes are not ASCII-only.
  ['তাসনিম রহমান', 'Robo Carnival 2025', 'Jahangirnagar University', 'Runner-up', '2025'],
].map(([name, eventName, univarsity, position, year], i) => ({
  resource: certificate,
  fields: { name, event: eventName, univarsity, position, year },
  files: scene(50 + i * 120, 1400, 1000),
}));

export const demoAdvertisements: DemoEntry[] = [
  ['TechBD', 0],
  ['RoboParts', 60],
  ['CircuitHub', 120],
  ['MakerSpace', 240],
].map(([name, hue]) => ({
  resource: advertisement,
  fields: { name },
  files: scene(Number(hue), 400, 200),
}));
