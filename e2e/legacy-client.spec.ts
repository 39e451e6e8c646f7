import { expect, test } from './support/test.js';
import { ADMIN_ROOT, legacyPath, testimonial } from '@club/model';
import { E2E_ADMIN } from './support/admin.js';

/**
 * The old site's admin, as its own client calls the API (spec §7): it adds or deletes a record,
 * then reads the list again with a plain fetch. The browser's HTTP cache must not hand it a
 * list from before its own write.
 */
test('the old admin sees its own add and delete in the next list it reads', async ({ page }) => {
  const paths = {
    login: `${ADMIN_ROOT}/login`,
    list: legacyPath(testimonial, 'list'),
    add: legacyPath(testimonial, 'add'),
    remove: legacyPath(testimonial, 'remove'),
  };
  await page.goto('/contact');
  const name = `Old client ${Date.now()}`;
  const names = await page.evaluate(
    async ({ paths, admin, name }) => {
      const listed = async () =>
        (
          (await (await fetch(paths.list, { credentials: 'include' })).json()) as {
            _id: string;
            name: string;
          }[]
        ).map((t) => t.name);
      const login = await fetch(paths.login, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(admin),
      });
      if (!login.ok) throw new Error(`login: ${login.status}`);

      const before = await listed();
      const canvas = Object.assign(document.createElement('canvas'), { width: 120, height: 120 });
      canvas.getContext('2d')!.fillRect(0, 0, 120, 120);
      const picture = await new Promise<Blob>((done) =>
        canvas.toBlob((b) => done(b!), 'image/png'),
      );
      const form = new FormData();
      for (const [key, value] of Object.entries({
        name,
        position: 'Sponsor',
        description: 'Added by the old admin.',
      }))
        form.append(key, value);
      form.append('image', picture, 'face.png');
      const added = await fetch(paths.add, { method: 'POST', credentials: 'include', body: form });
      if (added.status !== 201) throw new Error(`add: ${added.status}`);
      const { data } = (await added.json()) as { data: { _id: string } };
      const afterAdd = await listed();

      const removed = await fetch(`${paths.remove}/${data._id}`, {
        method: 'DELETE',
        credentials: 'include',
      });
      if (!removed.ok) throw new Error(`delete: ${removed.status}`);
      return { before, afterAdd, afterDelete: await listed() };
    },
    { paths, admin: E2E_ADMIN, name },
  );
  expect(names.before).not.toContain(name);
  expect(names.afterAdd).toContain(name);
  expect(names.afterDelete).not.toContain(name);
});
