import { event, subEvent } from '@club/model';
import type { DemoEntry } from './demo-entry.js';

const scene = (hue: number, width = 1200, height = 800) =>
  ({ kind: 'scene', hue, width, height }) as const;

export const demoEvents: DemoEntry[] = [
  {
    resource: event,
    fields: {
      title: 'Robo Carnival 2025',
      description:
        'Our national robotics festival: two days of races, soccer bots and a project fair open to every university.',
      description1: 'More than 60 teams from 25 universities took part.',
      description2: 'Workshops ran alongside the contests for school students.',
      description3: 'Winners received prizes and internships from our sponsors.',
    },
    files: { image: scene(205) },
  },
  {
    resource: event,
    fields: {
      title: 'Arduino Bootcamp',
      description:
        'A hands-on weekend for beginners: blink an LED on Saturday, drive a robot on Sunday.',
      description1: 'No experience needed; every participant gets a kit.',
      description2: 'Mentors from the club guide each group of four.',
      description3: 'Certificates for everyone who completes the final build.',
    },
    files: { image: scene(25) },
  },
];

export const demoSubEvents: DemoEntry[] = [
  {
    resource: subEvent,
    fields: {
      eventName: 'Robo Carnival 2025',
      header: 'Line Follower Race',
      description1:
        'Build a robot that follows a black line as fast as it can.\nTracks include sharp turns, gaps and a ramp.',
      description2: 'Teams of up to four.\nMaximum robot size 25 × 25 cm.',
      links: 'https://forms.example.org/line-follower https://rules.example.org/line-follower',
    },
    files: { imageOrVideo: scene(200, 700, 600), demoPicture: scene(220, 700, 600) },
  },
  {
    resource: subEvent,
    fields: {
      eventName: 'Robo Carnival 2025',
      header: 'Soccer Bot Cup',
      description1:
        'Two robots a side, remote controlled, ten-minute matches.\nThe group stage is followed by knockouts.',
      description2: 'Robots must weigh under 3 kg.\nWireless control on 2.4 GHz only.',
      links: 'https://forms.example.org/soccer-bot',
    },
    // The one sub-event with a video, so a newcomer sees how the detail page plays one.
    files: { imageOrVideo: { kind: 'video', hue: 120 }, demoPicture: scene(140, 700, 600) },
  },
  {
    resource: subEvent,
    fields: {
      eventName: 'Arduino Bootcamp',
      header: 'Sensors and Motors',
      description1:
        'Read distance, light and temperature sensors.\nDrive DC and servo motors from your sketch.',
      description2: 'Bring a laptop with the Arduino IDE installed.',
      links: 'https://forms.example.org/bootcamp',
    },
    files: { imageOrVideo: scene(30, 700, 600) },
  },
];
