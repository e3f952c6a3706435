import type { BrowserContext, Locator, Page } from '@playwright/test';
import {
  expectNoSeriousA11yViolations as expectNoSeriousViolations,
  signInAsAdmin as login,
} from './support';
import { expect, test } from './test';

// The collection manager end to end: every change made in the admin must show on
// the public collection at once. One journey, because each step builds on the last.

const PIECE = 'Robot Kid';

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });
const expectToast = (page: Page, text: string | RegExp) =>
  expect(toasts(page).getByText(text).first()).toBeVisible();

const adminList = (page: Page) => page.getByRole('list', { name: 'Sculptures in gallery order' });
const adminOrder = (page: Page) => adminList(page).getByRole('heading', { level: 3 }).allTextContents();
const card = (page: Page, title: string) =>
  adminList(page).getByRole('article', { name: title, exact: true });
const handle = (page: Page, title: string) => page.getByRole('button', { name: `Reorder ${title}` });

/** The order of the public /collection grid, read in a tab of its own. */
async function publicOrder(context: BrowserContext): Promise<string[]> {
  const visitor = await context.newPage();
  await visitor.goto('/collection');
  const titles = visitor.getByRole('main').getByRole('article').getByRole('heading');
  await expect(titles.first()).toBeVisible();
  const order = await titles.allTextContents();
  await visitor.close();
  return order;
}

async function expectPublicOrderToMatchAdmin(page: Page, context: BrowserContext) {
  const order = await adminOrder(page);
  expect(await publicOrder(context)).toEqual(order);
  return order;
}

const textbox = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name, exact: true });

/**
 * A drag with the real mouse: press on the handle, travel in small steps, release at `to`.
 * Before releasing, it checks the drag really started (dnd-kit marks the handle pressed).
 */
async function dragWithMouse(page: Page, from: Locator, to: { x: number; y: number }) {
  const box = (await from.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 20 });
  await expect(from).toHaveAttribute('aria-pressed', 'true');
  await page.mouse.up();
}

async function centerOf(locator: Locator) {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

test.use({ viewport: { width: 1440, height: 1200 } });

test('an admin adds, edits, locks, reorders and deletes a sculpture, and the public collection follows', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000); // many steps, on a machine shared by several runs

  await test.step('log in and see the collection in order', async () => {
    await login(page);
    await expect(
      page.getByText('Drag order controls the order on the gallery homepage and collection page.'),
    ).toBeVisible();
    await expect(card(page, 'Hero Kid')).toBeVisible();
    await expectNoSeriousViolations(page);
    await expectPublicOrderToMatchAdmin(page, context);
  });

  await test.step('add a sculpture', async () => {
    await page.getByRole('button', { name: 'Add Sculpture' }).click();
    await expect(page.getByRole('heading', { name: 'Add New Sculpture' })).toBeFocused();
    await expect(page.getByRole('tablist')).toHaveCount(0);
    await expect(textbox(page, 'Medium').first()).toHaveValue('Cast metal with chrome finish');
    // Every piece comes in both sizes: the form starts with them.
    await expect(textbox(page, 'Sizes')).toHaveValue('12 inch, 54 inch');
    await expectNoSeriousViolations(page);

    await textbox(page, 'Sizes').fill('');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Title is required', { exact: true })).toBeVisible();
    await expect(page.getByText('At least one size is required')).toBeVisible();
    await expect(textbox(page, 'Title')).toBeFocused();

    await textbox(page, 'Title').fill(PIECE);
    await expect(textbox(page, 'Slug')).toHaveValue('robot-kid');
    await textbox(page, 'Tagline').fill('Beep boop, 1985');
    await textbox(page, 'Introduction').fill('A chrome robot with a wind-up key.');
    await textbox(page, 'Sizes').fill('12 inch, 54 inch');
    await textbox(page, 'SEO title').fill('Robot Kid chrome sculpture');
    await textbox(page, 'SEO description').fill('A limited-edition chrome robot.');
    await page.getByRole('button', { name: 'Save', exact: true }).click();

    await expectToast(page, 'Sculpture created');
    await expect(page.getByRole('heading', { name: 'Collection', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Sculpture' })).toBeFocused();
    await expect(card(page, PIECE)).toBeVisible();
    const order = await expectPublicOrderToMatchAdmin(page, context);
    expect(order.at(-1)).toBe(PIECE);
  });

  await test.step('a taken slug is refused and the form keeps what was typed', async () => {
    await page.getByRole('button', { name: 'Add Sculpture' }).click();
    await textbox(page, 'Title').fill('Second Robot');
    await textbox(page, 'Slug').fill('robot-kid');
    await textbox(page, 'Tagline').fill('Copy');
    await textbox(page, 'Introduction').fill('Copy');
    await textbox(page, 'Sizes').fill('12 inch');
    await textbox(page, 'SEO title').fill('Copy');
    await textbox(page, 'SEO description').fill('Copy');
    await page.getByRole('button', { name: 'Save', exact: true }).click();

    await expectToast(page, 'Failed to save sculpture. A sculpture with the slug "robot-kid" already exists');
    await expect(textbox(page, 'Slug')).toBeFocused();
    await expect(textbox(page, 'Title')).toHaveValue('Second Robot');
    await expect(textbox(page, 'Sizes')).toHaveValue('12 inch');

    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Discard' }).click();
    await expect(card(page, PIECE)).toBeVisible();
    await expect(card(page, 'Second Robot')).toHaveCount(0);
  });

  await test.step('edit it', async () => {
    await page.getByRole('button', { name: `Edit ${PIECE}` }).click();
    await expect(page.getByRole('heading', { name: 'Edit Sculpture' })).toBeVisible();
    await expect(textbox(page, 'Sizes')).toHaveValue('12 inch, 54 inch');
    await textbox(page, 'Tagline').fill('Beep boop, now in mirror chrome');
    await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('Coming Soon');
    const small = page.getByRole('group', { name: '12 inch (100%)' });
    await textbox(small, 'Height').fill('3"');
    await page.getByRole('button', { name: 'Save', exact: true }).click();

    await expectToast(page, 'Sculpture updated');
    await expect(page.getByRole('button', { name: `Edit ${PIECE}` })).toBeFocused();
    await expect(card(page, PIECE).getByText('Beep boop, now in mirror chrome')).toBeVisible();
    await expect(card(page, PIECE).getByText('Coming Soon')).toBeVisible();

    const visitor = await context.newPage();
    await visitor.goto('/sculptures/robot-kid');
    await expect(visitor.getByRole('heading', { name: PIECE })).toBeVisible();
    await expect(visitor.getByText('3"').first()).toBeVisible();
    await visitor.close();
  });

  await test.step('lock it, and the public collection shows it locked', async () => {
    await page.getByRole('button', { name: `Lock ${PIECE}` }).click();
    await expectToast(page, 'Sculpture updated');
    await expect(card(page, PIECE).getByText('Locked', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: `Unlock ${PIECE}` })).toBeVisible();

    const visitor = await context.newPage();
    await visitor.goto('/collection');
    await expect(visitor.getByRole('article', { name: /^Robot Kid: Locked/ })).toBeVisible();
    await expect(visitor.getByRole('link', { name: PIECE })).toHaveCount(0);
    await visitor.close();
  });

  await test.step('reorder by keyboard: space, arrow up, space', async () => {
    const before = await adminOrder(page);
    await handle(page, PIECE).focus();
    await page.keyboard.press('Space');
    await expect(handle(page, PIECE)).toHaveAttribute('aria-pressed', 'true');
    // Each key waits for dnd-kit's announcement of the last one: on a loaded machine a key
    // pressed before the drag has measured the list would be lost.
    // dnd-kit announces the pick-up, then at once the item over its own place: either means ready.
    await expect(
      page.getByText(new RegExp(`${PIECE}.* position ${before.length} of ${before.length}\\.`)),
    ).toBeAttached();
    await page.keyboard.press('ArrowUp');
    await expect(
      page.getByText(`${PIECE} was moved into position ${before.length - 1} of ${before.length}.`),
    ).toBeAttached();
    await page.keyboard.press('Space');
    await expect(
      page.getByText(`${PIECE} was dropped in position ${before.length - 1} of ${before.length}.`),
    ).toBeAttached();

    await expectToast(page, 'Order updated');
    const moved = [...before];
    moved.splice(moved.length - 2, 0, moved.pop()!);
    await expect.poll(() => adminOrder(page)).toEqual(moved);
    expect(await publicOrder(context)).toEqual(moved);
  });

  await test.step('a drop outside the list does nothing', async () => {
    const before = await adminOrder(page);
    const reorders: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/reorder')) reorders.push(request.url());
    });
    const heading = await centerOf(page.getByRole('heading', { name: 'Collection', exact: true }));
    await dragWithMouse(page, handle(page, PIECE), heading);
    // What the owner (and a screen reader) is told once the drag is over.
    await expect(
      page.getByText(`${PIECE} was dropped outside the list. The order is unchanged.`),
    ).toBeAttached();
    await expect(handle(page, PIECE)).not.toHaveAttribute('aria-pressed', 'true');
    expect(reorders).toEqual([]);
    expect(await adminOrder(page)).toEqual(before);
  });

  await test.step('reorder by mouse drag to the top', async () => {
    const before = await adminOrder(page);
    await dragWithMouse(page, handle(page, PIECE), await centerOf(handle(page, before[0]!)));

    await expectToast(page, 'Order updated');
    const moved = [PIECE, ...before.filter((title) => title !== PIECE)];
    await expect.poll(() => adminOrder(page)).toEqual(moved);
    expect(await publicOrder(context)).toEqual(moved);
  });

  await test.step('delete it after confirming', async () => {
    await page.getByRole('button', { name: `Delete ${PIECE}` }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(PIECE);
    await expect(dialog).toContainText('This action cannot be undone.');
    await expectNoSeriousViolations(page);
    await dialog.getByRole('button', { name: 'Delete' }).click();

    await expectToast(page, 'Sculpture deleted');
    await expect(card(page, PIECE)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add Sculpture' })).toBeFocused();
    const order = await expectPublicOrderToMatchAdmin(page, context);
    expect(order).not.toContain(PIECE);
  });

  await test.step('log out', async () => {
    await page.getByRole('button', { name: 'Logout' }).click();
    await expectToast(page, 'Logged out');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});

for (const width of [390, 1440]) {
  test(`the dashboard and the form fit and pass axe at ${width} px`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 1000 });
    await login(page);
    await expect(card(page, 'Hero Kid')).toBeVisible();
    const shot = async (name: string) => {
      const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
      expect(fits, `${name} scrolls sideways`).toBe(true);
      await expectNoSeriousViolations(page);
      const dir = process.env.ADMIN_SHOTS_DIR;
      await page.screenshot({
        path: dir ? `${dir}/${name}-${width}.png` : testInfo.outputPath(`${name}-${width}.png`),
        fullPage: true,
      });
    };
    await shot('dashboard');
    await page.getByRole('button', { name: 'Edit Hero Kid' }).click();
    await expect(page.getByRole('heading', { name: 'Edit Sculpture' })).toBeVisible();
    await shot('form');
  });
}
