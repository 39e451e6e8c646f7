import { advisor, subEvent, team, UPLOAD_LIMITS } from '@club/model';
import { describe, expect, it } from 'vitest';
import { parseImport } from './parse-import';
import { isReady, planRows } from './plan';
import { zipPicture } from '../testing/zip-bytes';
import { TYPE_BY_EXTENSION, uploadFile, zipKey } from './zip-files';

const file = (name: string, type: string, bytes = 1) =>
  new File([new Uint8Array(bytes)], name, { type });

const zipOf = (...files: File[]) =>
  new Map(files.map((f) => [zipKey(f.name), [zipPicture(f.name, f)]]));

const TEAM_HEADER = 'name,position,description,image,facebook,email,linkedin,whatsapp';
const teamRow = (name: string, image: string) =>
  `${name},Mentor,Teaches.,${image},https://fb.com/x,x@example.org,https://linkedin.com/in/x,01712345678`;

describe('planRows: files', () => {
  const { rows } = parseImport(
    team,
    [
      TEAM_HEADER,
      teamRow('Rima', 'Photos/RIMA.png'),
      teamRow('Sami', ''),
      teamRow('Tuli', 'tuli.png'),
      teamRow('Vid', 'clip.mp4'),
      teamRow('Huge', 'huge.png'),
    ].join('\n'),
  );

  it('waits for the ZIP while a row names a file, and still names a required one left empty', () => {
    const plan = planRows(team, rows, undefined, {});
    expect(plan.map((r) => [r.waitsForZip, r.problems])).toEqual([
      [true, []],
      [false, ["Image: the 'image' column names no file."]],
      [true, []],
      [true, []],
      [true, []],
    ]);
    expect(plan.filter(isReady)).toEqual([]);
  });

  it('matches by file name whatever the case or folder, and names what the upload would refuse', async () => {
    const rima = file('rima.PNG', 'image/png');
    const zip = zipOf(
      rima,
      file('clip.mp4', 'video/mp4'),
      file('huge.png', 'image/png', UPLOAD_LIMITS.picture.bytes + 1),
    );
    const plan = planRows(team, rows, zip, {});
    expect(plan.map((r) => r.problems)).toEqual([
      [],
      ["Image: the 'image' column names no file."],
      ["Image: 'tuli.png' is not in the ZIP."],
      ["Image: 'clip.mp4' is not a picture (JPEG, PNG, WebP, GIF or AVIF)."],
      ["Image: 'huge.png' is larger than 20 MB."],
    ]);
    expect(Object.keys(plan[0]!.uploads)).toEqual(['image']);
    expect(await uploadFile(plan[0]!.uploads.image!)).toBe(rima);
    expect(plan.filter(isReady).map((r) => r.values.name)).toEqual(['Rima']);
  });
});

describe('planRows: a name in two folders of the ZIP', () => {
  const a = file('team.png', 'image/png');
  const b = file('Team.png', 'image/png');
  const zip = new Map([['team.png', [zipPicture('a/team.png', a), zipPicture('b/Team.png', b)]]]);

  it('is never picked at random: the row names both paths', () => {
    const { rows } = parseImport(team, [TEAM_HEADER, teamRow('Rima', 'team.png')].join('\n'));
    const [row] = planRows(team, rows, zip, {});
    expect(row!.problems).toEqual([
      "Image: 'team.png' is in the ZIP twice: a/team.png and b/Team.png. Rename one, or write its folder in the cell (a/team.png).",
    ]);
    expect(isReady(row!)).toBe(false);
  });

  it('is the one whose folder the cell gives', async () => {
    const { rows } = parseImport(
      team,
      [TEAM_HEADER, teamRow('Rima', 'B\\team.PNG'), teamRow('Sami', './a/team.png')].join('\n'),
    );
    const plan = planRows(team, rows, zip, {});
    expect(plan.map((r) => r.problems)).toEqual([[], []]);
    expect(await Promise.all(plan.map((r) => uploadFile(r.uploads.image!)))).toEqual([b, a]);
  });
});

describe('planRows: a sub-event', () => {
  const HEADER = 'eventName,imageOrVideo,header,description1,demoPicture,description2,links';
  const events = { event: [{ title: 'Robo Fest 2025' }, { title: 'Café Robotique' }] };

  it('takes a video where the field takes one, and may leave an optional picture empty', () => {
    const { rows } = parseImport(
      subEvent,
      `${HEADER}\nRobo Fest 2025,race.webm,Line race,Fast.,,Faster.,https://example.org/join\n`,
    );
    const [row] = planRows(subEvent, rows, zipOf(file('race.webm', 'video/webm')), events);
    expect(row!.problems).toEqual([]);
    expect(Object.keys(row!.uploads)).toEqual(['imageOrVideo']);
    expect(isReady(row!)).toBe(true);
  });

  it('must name an existing event, as it is stored (one form for each letter)', () => {
    const decomposed = 'Cafe\u0301 Robotique';
    const { rows } = parseImport(
      subEvent,
      `${HEADER}\nRobo Fest 2026,a.png,Maze,x,,y,https://example.org\n${decomposed},b.png,Maze,x,,y,https://example.org\n`,
    );
    const plan = planRows(
      subEvent,
      rows,
      zipOf(file('a.png', 'image/png'), file('b.png', 'image/png')),
      events,
    );
    expect(plan.map((r) => r.problems)).toEqual([
      ["Event 'Robo Fest 2026' names no event: add it first, or check the spelling."],
      [],
    ]);
  });
});

describe('planRows: an advisor', () => {
  it("must name a sub-event of the advisor's own event", () => {
    const targets = {
      event: [{ title: 'Robo Fest' }, { title: 'Arduino Camp' }],
      'sub-event': [{ eventName: 'Arduino Camp', header: 'Line race' }],
    };
    const header =
      'mainevent,subevent,name,position,description,facebook,email,linkedin,whatsapp,image';
    const tail =
      'Nadia,Judge,Judges.,https://fb.com/n,n@example.org,https://linkedin.com/in/n,01712345678,n.png';
    const { rows } = parseImport(
      advisor,
      `${header}\nArduino Camp,Line race,${tail}\nRobo Fest,Line race,${tail}\n`,
    );
    const plan = planRows(advisor, rows, zipOf(file('n.png', 'image/png')), targets);
    expect(plan.map((r) => r.problems)).toEqual([
      [],
      [
        "Sub-event 'Line race' names no sub-event of Event 'Robo Fest': add it first, or check the spelling.",
      ],
    ]);
  });
});

describe('TYPE_BY_EXTENSION', () => {
  it('names every type an upload takes, and no other', () => {
    const taken = Object.values(UPLOAD_LIMITS).flatMap((limit) => [...limit.types]);
    expect(new Set(Object.values(TYPE_BY_EXTENSION))).toEqual(new Set(taken));
  });
});
