import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BSON, EJSON, ObjectId } from 'bson';
import sharp from 'sharp';
import { renderDemoVideo } from '@club/demo';

/** An ObjectId made at `day`, as MongoDB made the old site's: the id carries the time. */
const idAt = (day: string, n: number) =>
  ObjectId.createFromTime(Date.parse(`${day}T10:00:00Z`) / 1000 + n);

const picture = (width: number, height: number, colour: string, format: 'png' | 'jpeg') => {
  const image = sharp({ create: { width, height, channels: 3, background: colour } });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
};

/** The old site's documents, as its mongoose models stored them (server/Models/). */
export const OLD = {
  events: [
    {
      _id: idAt('2024-12-01', 1),
      title: 'Duet Mechatronics Fest',
      description: 'A day of robots.',
      image: '1736962580344-carnival.png',
      description1: 'Line following.',
      description2: 'Soccer bots.',
      description3: 'Prizes.',
      __v: 0,
    },
    // The old form left the three descriptions optional: this one has none.
    {
      _id: idAt('2025-01-05', 2),
      title: 'Line Follower Cup',
      description: 'Fast and precise.',
      image: '1740832219845-cup.png',
      __v: 0,
    },
  ],
  subevents: [
    {
      _id: idAt('2025-01-10', 3),
      eventName: 'Duet Mechatronics Fest',
      imageOrVideo: '1741474130931-soccer.png',
      header: 'Maze Runner',
      description1: 'Two robots, one ball.',
      demoPicture: '1741474130931-gone.png',
      description2: 'Bring your own bot.',
      links: 'https://forms.gle/soccer https://example.org/rules',
      createdAt: new Date('2025-01-10T10:00:03Z'),
      updatedAt: new Date('2025-02-01T08:00:00Z'),
      __v: 0,
    },
    {
      _id: idAt('2025-01-20', 12),
      eventName: 'Duet Mechatronics Fest',
      imageOrVideo: '1741754424829-run.webm',
      header: 'Drone Dash',
      description1: 'Through the hoops.',
      description2: 'Bring spare props.',
      links: 'https://forms.gle/drone',
      __v: 0,
    },
  ],
  // The old model had no description for an advisor.
  advisorforevents: [
    {
      _id: idAt('2025-01-11', 4),
      mainevent: 'Duet Mechatronics Fest',
      subevent: 'Maze Runner',
      name: 'Dr. Karim',
      position: 'Professor',
      image: '1744124761777-karim.jpg',
      facebook: 'https://facebook.com/karim',
      email: 'karim@duet.ac.bd',
      linkedin: 'https://linkedin.com/in/karim',
      whatsapp: '01711-000000',
      __v: 0,
    },
  ],
  teams: [
    {
      _id: idAt('2024-10-01', 5),
      name: 'Mahir Chowdhury',
      position: 'President',
      description: 'Leads the club.',
      image: '1736447196035-mahir.png',
      facebook: 'https://facebook.com/mahir',
      email: 'mahir@duet.ac.bd',
      linkedin: 'https://linkedin.com/in/mahir',
      whatsapp: '01700000001',
      __v: 0,
    },
    // Older, so listed first; its Facebook was never a web address, its picture never a picture.
    {
      _id: idAt('2024-09-01', 6),
      name: 'Rafiq Islam',
      position: 'Treasurer',
      description: 'Keeps the accounts.',
      image: '1736447196099-rafiq.png',
      facebook: 'N/A',
      email: 'rafiq@duet.ac.bd',
      linkedin: 'https://linkedin.com/in/rafiq',
      whatsapp: '01700000002',
      __v: 0,
    },
  ],
  certificates: [
    {
      _id: idAt('2025-01-12', 7),
      name: 'Sadia Rahman',
      event: 'Duet Mechatronics Fest',
      univarsity: 'DUET',
      position: 'Champion',
      image: '1736581879158-sadia.png',
      year: '2025',
      code: 'Sadia Rahman_Duet Mechatronics Fest_DUET_Champion_2025',
      __v: 0,
    },
    // Printed with a code the old client made otherwise: the QR code says this one.
    {
      _id: idAt('2025-01-13', 8),
      name: 'Ishrat Kabir',
      event: 'Line Follower Cup',
      univarsity: 'BUET',
      position: 'Runner-up',
      image: '1736581879158-sadia.png',
      year: '2025',
      code: 'DRC-2025-0042',
      __v: 0,
    },
  ],
  countdowns: [
    {
      _id: idAt('2025-01-14', 9),
      title1: 'Members',
      value1: '1,200+',
      title2: 'Events',
      value2: '35',
      title3: 'Awards',
      value3: '12',
      __v: 0,
    },
  ],
  admins: [{ _id: idAt('2024-08-01', 10), email: 'admin@duet.ac.bd', password: 'plain-secret' }],
};

/** mongoexport's output for one collection: extended JSON, a document a line. */
export const OLD_SERVICES = [
  {
    _id: idAt('2024-11-01', 11),
    title: 'Robotics Workshops',
    description: 'Hands-on sessions.',
    icon: 'fa fa-robot',
    __v: 0,
  },
];

export const oldId = (document: { _id: ObjectId }) => document._id.toHexString();

/**
 * The old deployment on disk: a mongodump folder (a .bson file per collection in the
 * database's folder, plus a mongoexport .json) and the old server's Upload folder.
 */
export const writeOldSite = async (root: string) => {
  const db = join(root, 'dump', 'duet_robotics');
  mkdirSync(db, { recursive: true });
  for (const [collection, documents] of Object.entries(OLD))
    writeFileSync(
      join(db, `${collection}.bson`),
      Buffer.concat(documents.map((d) => BSON.serialize(d))),
    );
  writeFileSync(
    join(db, 'services.json'),
    OLD_SERVICES.map((d) => EJSON.stringify(d, { relaxed: false })).join('\n'),
  );

  const upload = join(root, 'Upload');
  const put = (kind: string, name: string, bytes: Uint8Array | string) => {
    mkdirSync(join(upload, 'image', kind), { recursive: true });
    writeFileSync(join(upload, 'image', kind, name), bytes);
  };
  put('event', '1736962580344-carnival.png', await picture(800, 450, '#c0392b', 'png'));
  put('event', '1740832219845-cup.png', await picture(800, 450, '#2980b9', 'png'));
  put('subevent', '1741474130931-soccer.png', await picture(640, 360, '#27ae60', 'png'));
  put('advisor', '1744124761777-karim.jpg', await picture(300, 300, '#8e44ad', 'jpeg'));
  put('team', '1736447196035-mahir.png', await picture(300, 300, '#f39c12', 'png'));
  put(
    'subevent',
    '1741754424829-run.webm',
    await renderDemoVideo({ hue: 200, width: 320, height: 180, seconds: 1 }),
  );
  // Named a picture, holding a script: refused as any upload would be.
  put('team', '1736447196099-rafiq.png', '<script>alert(1)</script>');
  put('certificate', '1736581879158-sadia.png', await picture(1000, 700, '#ecf0f1', 'png'));
  return { dump: join(root, 'dump'), uploads: upload };
};
