import { beforeAll, describe, expect, it } from 'vitest';
import {
  binKey,
  DELETED_PATH,
  fileFields,
  fileKey,
  legacyPath,
  storedFilesOf,
  type ResourceDefinition,
} from '@club/model';
import { demoContent, renderDemoFile } from '@club/demo';
import { testApi } from './support/api.js';

let api: Awaited<ReturnType<typeof testApi>>;
let cookie: string;
beforeAll(async () => {
  api = await testApi();
  cookie = await api.login();
});

// One demo record per resource: the same content npm start shows, sent the way the console sends it.
const samples = new Map<ResourceDefinition, (typeof demoContent)[number]>();
for (const entry of demoContent)
  if (!samples.has(entry.resource)) samples.set(entry.resource, entry);

describe.each([...samples.values()].map((entry) => [entry.resource.name, entry] as const))(
  '%s',
  (_name, entry) => {
    const d = entry.resource;
    it('is added through its legacy call, listed there, and deleted into Recently deleted with its files', async () => {
      const form = new FormData();
      Object.entries(entry.fields).forEach(([k, v]) => form.append(k, String(v)));
      for (const [field, file] of Object.entries(entry.files ?? {})) {
        const { name, bytes } = await renderDemoFile(field, file);
        form.append(field, new File([new Uint8Array(bytes)], name));
      }
      const body = fileFields(d).length > 0 ? { form } : { json: entry.fields };
      const added = await api.call('POST', legacyPath(d, 'add'), {
        ...body,
        cookie,
      });
      expect(added.status).toBe(201);
      const id = added.body.data._id;

      // Certificates hold the recipient's e-mail: their list is the console's only.
      const listed = (await api.call('GET', legacyPath(d, 'list'), { cookie })).body as Record<
        string,
        unknown
      >[];
      expect(listed.find((r) => r._id === id)).toMatchObject(entry.fields);

      // Each file the record names, with a picture's smaller copies: stored, and kept after it.
      const files = Object.keys(entry.files ?? {}).flatMap((field) =>
        storedFilesOf(String(added.body.data[field])).map((file) => fileKey(d, file)),
      );
      const storedOfThem = async () =>
        files.length
          ? (await api.storedFiles(fileKey(d, ''))).filter((k) => files.includes(k))
          : [];
      expect((await storedOfThem()).sort()).toEqual([...files].sort());

      const removed = await api.call('DELETE', legacyPath(d, 'remove', id), {
        cookie,
      });
      expect(removed.status).toBe(200);
      // Kept for Recently deleted in the bin, off the public folder (the sweep removes them after).
      expect(await storedOfThem()).toEqual([]);
      const binned = files.map(binKey);
      const storedInBin = files.length
        ? (await api.storedFiles(binKey(fileKey(d, '')))).filter((k) => binned.includes(k))
        : [];
      expect(storedInBin.sort()).toEqual(binned.sort());
      const bin = await api.call('GET', DELETED_PATH, {
        query: { filter: JSON.stringify({ resource: d.name }) },
        cookie,
      });
      expect(bin.body).toEqual([
        expect.objectContaining({ recordId: id, record: expect.objectContaining(entry.fields) }),
      ]);
    });
  },
);
