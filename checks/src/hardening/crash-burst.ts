import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ADMIN_ROOT,
  contentResources,
  fileFields,
  fileKey,
  fileUrl,
  legacyPath,
  storedFilesOf,
  team,
  type UploadFolder,
  uploadKey,
} from '@club/model';
import {
  readConfig,
  documentClient,
  s3Client,
  s3FileStore,
  dynamoRecordStore,
} from '@club/functions';
import sharp from 'sharp';
import { startEmulators } from '@club/emulators';
import { BUCKET, TABLE } from '@club/local';
import { LEASE_MS, PUBLISH_LEASE } from '@club/publish';
import { launchStack, type StackProcess } from './stack-process.js';

const CRASH_ADMIN = { email: 'admin@crash.local', password: 'crash-test-password' };

/** The session cookie of a login, as a browser keeps it. */
const login = async (url: string) => {
  const answer = await fetch(`${url}${ADMIN_ROOT}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify(CRASH_ADMIN),
  });
  const cookie = answer.headers.get('set-cookie')?.split(';')[0];
  if (answer.status !== 200 || !cookie) throw new Error(`the login answered ${answer.status}`);
  return cookie;
};

const photo = async () =>
  sharp({ create: { width: 320, height: 320, channels: 3, background: '#1e5aa0' } })
    .png()
    .toBuffer();

/** A team member as the old add form posts it: text fields and a picture, multipart. */
const memberForm = (name: string, picture: Buffer) => {
  const form = new FormData();
  const fields = {
    name,
    position: 'Mentor',
    description: 'Added during a crash test.',
    facebook: 'https://facebook.com/crash',
    email: 'crash@club.local',
    linkedin: 'https://linkedin.com/in/crash',
    whatsapp: '01712 345-678',
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('image', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'crash.png');
  return form;
};

/**
 * Sends `writes` team members with pictures at once and kills the whole stack (emulators and
 * API, as a power cut would) as soon as `killAfter` of them have been answered, so that the
 * rest are cut off wherever they are: reading, re-encoding, storing the picture, writing the
 * record. Returns the names of the members whose add was acknowledged with a 2xx.
 */
const burstThenKill = async (
  stack: StackProcess,
  { writes, killAfter }: { writes: number; killAfter: number },
) => {
  const cookie = await login(stack.url);
  const picture = await photo();
  const acknowledged: string[] = [];
  let answered = 0;
  let killed: Promise<void> | undefined;
  const run = `${Date.now().toString(36)}`;
  await Promise.allSettled(
    Array.from({ length: writes }, async (_, i) => {
      const name = `Crash ${run} ${i}`;
      const answer = await fetch(`${stack.url}${legacyPath(team, 'add')}`, {
        method: 'POST',
        headers: { cookie, origin: stack.url },
        body: memberForm(name, picture),
      });
      await answer.arrayBuffer();
      // A 2xx is sent only once the record is written, whenever it arrives.
      if (answer.ok) acknowledged.push(name);
      answered += 1;
      if (answered >= killAfter) killed ??= stack.kill();
    }),
  );
  await (killed ?? stack.kill());
  return acknowledged;
};

/** What the data folder holds: each stored file under the upload folders, and whether a record names it. */
const storedFiles = async (dataDir: string) => {
  const emulators = await startEmulators({ dataDir, bucket: BUCKET });
  try {
    const config = readConfig({
      TABLE_NAME: TABLE,
      UPLOADS_BUCKET: BUCKET,
      DYNAMODB_ENDPOINT: emulators.dynamodbEndpoint,
      S3_ENDPOINT: emulators.s3Endpoint,
    });
    const records = dynamoRecordStore(documentClient(config), TABLE);
    const files = s3FileStore(s3Client(config), BUCKET);
    const named = new Set<string>();
    const folders = new Set<UploadFolder>();
    for (const d of contentResources) {
      if (!d.uploadFolder) continue;
      folders.add(d.uploadFolder);
      for (const item of await records.list(d.name))
        for (const field of fileFields(d))
          if (item[field])
            for (const file of storedFilesOf(String(item[field])))
              named.add(uploadKey(d.uploadFolder, file));
    }
    const stored: string[] = [];
    for (const folder of folders)
      stored.push(...(await files.list(uploadKey(folder, ''))).map((f) => f.key));
    return { stored, orphans: stored.filter((key) => !named.has(key)) };
  } finally {
    await emulators.stop();
  }
};

/**
 * Leaves in a stopped stack's data what a crash at the worst moment leaves, whether or not
 * this one did: a picture no record names (cut between storing a file and writing its record),
 * and the publish lease held (cut during a publish, which every write of the burst asks for).
 */
const leaveCrashRemains = async (dataDir: string) => {
  const emulators = await startEmulators({ dataDir, bucket: BUCKET });
  try {
    const config = readConfig({
      TABLE_NAME: TABLE,
      UPLOADS_BUCKET: BUCKET,
      DYNAMODB_ENDPOINT: emulators.dynamodbEndpoint,
      S3_ENDPOINT: emulators.s3Endpoint,
    });
    // Refused if the crash left one already: held either way.
    await dynamoRecordStore(documentClient(config), TABLE).create(PUBLISH_LEASE.collection, {
      id: PUBLISH_LEASE.id,
      version: 1,
      holder: 'a publish the crash cut off',
      until: Date.now() + LEASE_MS,
    });
    const key = fileKey(team, `${randomUUID()}.webp`);
    const body = await sharp(await photo())
      .webp()
      .toBuffer();
    await s3FileStore(s3Client(config), BUCKET).save({ key, body, contentType: 'image/webp' });
    return key;
  } finally {
    await emulators.stop();
  }
};

/** The acknowledged members that the restarted stack does not list, or whose picture it does not serve. */
const missingWrites = async (url: string, acknowledged: string[]) => {
  const listed = (await (await fetch(`${url}${legacyPath(team, 'list')}`)).json()) as {
    name: string;
    image: string;
  }[];
  const missing: string[] = [];
  for (const name of acknowledged) {
    const member = listed.find((m) => m.name === name);
    const picture = member && (await fetch(`${url}${fileUrl(team, member.image)}`));
    if (picture) await picture.arrayBuffer();
    if (!picture || picture.status !== 200) missing.push(name);
  }
  return missing;
};

export interface CrashOutcome {
  acknowledged: number;
  /**
   * Files no record named in the data folder right after the crash, before any sweep: the
   * crash's own, if it cut a write between its file and its record, and one planted as such.
   */
  orphansAfterCrash: number;
  /** Acknowledged writes the restarted stack does not have, with their pictures. */
  missingAfterRestart: number;
  /** Files no record names once the restarted stack is up. */
  orphansAfterRestart: number;
  /** Files a record names that the restart's sweep removed all the same. */
  namedFilesRemoved: number;
  /** Whether the restart added the demo content again on top of the club's own. */
  seededAgain: boolean;
  /** From launching the restart to its first answer (its publish included), in seconds. */
  restartSeconds: number;
}

/**
 * The durability test: a burst of writes with files, a crash in the middle of it, a restart
 * on the same data. The restart sweeps with no grace period: nothing else writes meanwhile.
 */
export const crashAndRestart = async (burst: {
  writes: number;
  killAfter: number;
}): Promise<CrashOutcome> => {
  const dataDir = await mkdtemp(join(tmpdir(), 'club-crash-'));
  let stack: StackProcess | undefined;
  try {
    stack = await launchStack({ dataDir, admin: CRASH_ADMIN });
    const acknowledged = await burstThenKill(stack, burst);
    await leaveCrashRemains(dataDir);
    const afterCrash = await storedFiles(dataDir);
    const restarted = performance.now();
    stack = await launchStack({ dataDir, admin: CRASH_ADMIN, fileSweepGraceSeconds: 0 });
    const restartSeconds = (performance.now() - restarted) / 1000;
    const seededAgain = stack.seeded;
    const missing = await missingWrites(stack.url, acknowledged);
    await stack.stop();
    stack = undefined;
    const afterRestart = await storedFiles(dataDir);
    const named = afterCrash.stored.filter((key) => !afterCrash.orphans.includes(key));
    return {
      acknowledged: acknowledged.length,
      orphansAfterCrash: afterCrash.orphans.length,
      missingAfterRestart: missing.length,
      orphansAfterRestart: afterRestart.orphans.length,
      namedFilesRemoved: named.filter((key) => !afterRestart.stored.includes(key)).length,
      seededAgain,
      restartSeconds,
    };
  } finally {
    await stack?.kill();
    await rm(dataDir, { recursive: true, force: true });
  }
};
