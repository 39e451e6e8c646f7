import { siteResources, type SiteData } from '@club/model';

/** A small club: one or two of everything the public pages show, each record complete. */
const records: Record<string, Record<string, unknown>[]> = {
  'upper-header': [
    { id: 'h1', title: 'Location', description1: 'Daffodil Smart City', description2: 'Ashulia' },
    { id: 'h2', title: 'Home', description1: 'Robotics Lab', description2: 'Room 401' },
    { id: 'h3', title: 'Email', description1: 'club@robots.test', description2: 'Any time' },
    { id: 'h4', title: 'Phone', description1: '+880 1700 000000', description2: 'Sun–Thu' },
  ],
  team: [
    {
      id: 't1',
      name: 'Nusrat Jahan',
      position: 'President',
      description: 'Leads the club.',
      image: 'nusrat.webp',
      facebook: 'https://facebook.com/nusrat',
      email: 'nusrat@robots.test',
      linkedin: 'https://linkedin.com/in/nusrat',
      whatsapp: '01712345601',
    },
  ],
  achievement: [
    {
      id: 'a1',
      title: 'Champions 2024',
      image: 'champions.webp',
      maintitle: 'National Robotics Olympiad',
      description1: 'First place among 48 teams.',
      description2: 'Built in eight weeks.',
      description3: 'Supported by EEE.',
    },
  ],
  event: [
    {
      id: 'e1',
      title: 'Robo Carnival 2025',
      description: 'Two days of races and soccer bots.',
      description1: 'Sixty teams.',
      description2: 'Workshops.',
      description3: 'Prizes.',
      image: 'carnival.webp',
    },
  ],
  'sub-event': [
    {
      id: 's1',
      eventName: 'Robo Carnival 2025',
      imageOrVideo: 'race.webp',
      header: 'Line Follower Race',
      description1: 'Follow the line.\nTracks have ramps.',
      demoPicture: '',
      description2: 'Teams of four.\nRobots 25 cm.',
      links: 'https://forms.test/race javascript:alert(1) https://rules.test/race',
    },
    {
      id: 's2',
      eventName: 'Robo Carnival 2025',
      imageOrVideo: 'soccer.webm',
      header: 'Soccer Bot Cup',
      description1: 'Two robots a side.',
      demoPicture: 'soccer.webp',
      description2: 'Under 3 kg.',
      links: 'https://forms.test/soccer',
    },
  ],
  advisor: [
    {
      id: 'v1',
      mainevent: 'Robo Carnival 2025',
      subevent: 'Line Follower Race',
      name: 'Prof. Kamal Hossain',
      position: 'Professor',
      description: 'Control systems.',
      facebook: 'https://facebook.com/kamal',
      email: 'kamal@robots.test',
      linkedin: 'https://linkedin.com/in/kamal',
      whatsapp: '01812345678',
      image: 'kamal.webp',
    },
    {
      id: 'v2',
      mainevent: 'Arduino Bootcamp',
      subevent: 'Line Follower Race',
      name: 'Someone Else',
      position: 'Mentor',
      description: 'Advises another event.',
      facebook: 'https://facebook.com/else',
      email: 'else@robots.test',
      linkedin: 'https://linkedin.com/in/else',
      whatsapp: '01812345679',
      image: 'else.webp',
    },
  ],
  counter: [
    {
      id: 'c2',
      title1: 'Members',
      value1: 32,
      title2: 'Projects',
      value2: 8,
      title3: 'Awards',
      value3: 4,
    },
    {
      id: 'c1',
      title1: 'Older',
      value1: 1,
      title2: 'Older',
      value2: 1,
      title3: 'Older',
      value3: 1,
    },
  ],
  about: [
    {
      id: 'ab1',
      image: 'about.webp',
      title: 'Who we are',
      description1: 'Students who build.',
      description2: 'Since 2014.',
    },
  ],
  testimonial: [
    {
      id: 'te1',
      name: 'Dr. Rahman',
      position: 'Dean',
      description: 'Great club.',
      image: 'r.webp',
    },
  ],
  service: [
    { id: 'sv1', title: 'Programming', description: 'Python and C++.', icon: 'fa fa-laptop' },
  ],
  footer: [
    {
      id: 'f1',
      title: 'DIU Robotics Club',
      address: 'Ashulia, Dhaka',
      number: '+880 1700 000000',
      email: 'club@robots.test',
      twitar: 'https://twitter.com/club',
      facebook: 'https://facebook.com/club',
      youtube: 'https://youtube.com/@club',
      instagram: 'https://instagram.com/club',
      linkedin: 'https://linkedin.com/company/club',
    },
  ],
  slider: [
    {
      id: 'sl1',
      title1: 'Build robots',
      title2: 'Win contests',
      title3: 'Learn by doing',
      image: 'a.webp',
    },
    {
      id: 'sl2',
      title1: 'Join the lab',
      title2: 'Meet mentors',
      title3: 'Open to all',
      image: 'b.webp',
    },
  ],
  advertisement: [
    { id: 'ad1', name: 'TechBD', image: 'techbd.webp' },
    { id: 'ad2', name: 'RoboParts', image: 'roboparts.webp' },
  ],
};

/** The site data of that club, with any lists replaced (an empty list for the "none yet" state). */
export const siteFixture = (lists: Record<string, Record<string, unknown>[]> = {}): SiteData =>
  Object.fromEntries(siteResources.map((d) => [d.name, lists[d.name] ?? records[d.name] ?? []]));
