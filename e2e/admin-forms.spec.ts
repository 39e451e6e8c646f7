import { achievement, fieldEntries, resourceByName, restPath } from '@club/model';
import { expect, test } from './support/test.js';
import { openScreen } from './support/admin.js';

test.use({ loggedIn: true });

const definitionOf = (name: string) => {
  const definition = resourceByName(name);
  if (!definition) throw new Error(`No resource ${name}`);
  return definition;
};

test("the counter, service, header and footer add forms say 'All fields are required.' beside each field's message", async ({
  page,
}) => {
  // Spec §5 names these four.
  for (const name of ['counter', 'service', 'upper-header', 'footer']) {
    const d = definitionOf(name);
    // Loaded afresh: the notice of the form before is not taken for this one's.
    await openScreen(page, `/admin/${name}/create`, d.labels.addTitle, { reload: true });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'All fields are required.' }),
    ).toBeVisible();
    // Not as well: react-admin's notice would be up at the same moment.
    expect(await page.getByText('The form is not valid').count()).toBe(0);
    for (const [, field] of fieldEntries(d))
      await expect(page.getByText(`${field.label} is required.`), name).toBeVisible();
    // Nothing was sent: the form is still there.
    await expect(page).toHaveURL(new RegExp(`/admin/${name}/create$`));
  }
});

// That every add and edit form has its Back link to the dashboard is checked on the walk
// through each resource's screens (admin-console.spec.ts), which opens them all.
test("a form's Back link is followed with the keyboard to the dashboard", async ({ page }) => {
  await openScreen(page, '/admin/team/create', definitionOf('team').labels.addTitle);
  const back = page.getByRole('link', { name: 'Back', exact: true });
  await back.focus();
  await expect(back).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/?$/);
  await expect(page.getByRole('heading', { name: 'Website content' })).toBeVisible();
});

test("buttons carry the spec's names: Add Member, Add Achive, Upload and Submit", async ({
  page,
}) => {
  const adds = [
    { list: 'team', title: 'Team List', add: 'Add Member' },
    { list: 'achievement', title: 'Achievements List', add: 'Add Achive' },
    { list: 'advisor', title: 'Advisors List', add: 'Add Member' },
    { list: 'advertisement', title: 'Advertisements List', add: 'Add Advertisement' },
  ];
  for (const { list, title, add } of adds) {
    await openScreen(page, `/admin/${list}`, title);
    await page.getByRole('link', { name: add, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/${list}/create$`));
  }

  const saves = [
    { name: 'achievement', save: 'Upload' },
    { name: 'advertisement', save: 'Upload' },
    { name: 'certificate', save: 'Submit' },
  ];
  for (const { name, save } of saves) {
    const d = definitionOf(name);
    await openScreen(page, `/admin/${name}/create`, d.labels.addTitle);
    await expect(page.getByRole('button', { name: save, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  }
  // An edit form still saves with Save.
  const answer = await page.request.get(`${restPath(achievement)}?range=[0,0]`);
  const [first] = (await answer.json()) as { id: string }[];
  await openScreen(page, `/admin/achievement/${first!.id}`, 'Edit achievement');
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
});

// A mistyped web or e-mail address once met the browser's own bubble ("Please enter a URL."),
// which stopped the save at that field and hid every other field's message (issue 32).
for (const width of [1280, 390]) {
  test(`at ${width} px, saving a team member or advisor with mistyped addresses shows the form's message for every field at once`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const typed: Record<string, { value: string; message: (label: string) => string }> = {
      facebook: {
        value: 'facebook.com/someone',
        message: (label) => `${label} must be a web address starting with http:// or https://.`,
      },
      email: {
        value: 'someone-at-club',
        message: (label) => `${label} must be an e-mail address.`,
      },
    };
    for (const name of ['team', 'advisor']) {
      const d = definitionOf(name);
      await openScreen(page, `/admin/${name}/create`, d.labels.addTitle, { reload: true });
      const form = page.locator('form').filter({ has: page.locator('#facebook') });
      // The form, not the browser, judges what was typed.
      expect(await form.evaluate((f: HTMLFormElement) => f.noValidate), name).toBe(true);
      for (const [field, { value }] of Object.entries(typed))
        await page.locator(`#${field}`).fill(value);
      await page.getByRole('button', { name: 'Save' }).click();
      for (const [field, { label, required }] of fieldEntries(d)) {
        // A sub-event is chosen once its event is: until then it says so instead.
        if (field === 'subevent') continue;
        // One a person may not have is left empty without a word.
        if (!required && !typed[field]) continue;
        const message = typed[field]?.message(label) ?? `${label} is required.`;
        await expect(page.getByText(message, { exact: true }), `${name}: ${field}`).toBeVisible();
      }
      await expect(page).toHaveURL(new RegExp(`/admin/${name}/create$`));
    }
  });
}
