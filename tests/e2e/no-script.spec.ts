import { test as base, type Page } from '@playwright/test';
import { adminList, expectAccessibleWithoutApp } from './support';
import { expect } from './test';

/*
 * A visitor whose browser runs no script (or has not run it yet): every control is a link or a
 * form the browser handles itself, and the server answers with pages: a first visit on a
 * phone). These journeys use Playwright's own `test`: ./test waits for the app to be live.
 */
const test = base.extend({});
test.use({ javaScriptEnabled: false });

const SHOTS = 'test-results/no-script';

async function shoot(page: Page, name: string) {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

interface StoredInquiry {
  name: string;
  email: string;
  message: string;
}

test.describe('without JavaScript', () => {
  test('switches size and image on a sculpture page with links', async ({ page, browser }) => {
    await page.goto('/sculptures/hero-kid');
    const details = page.getByRole('region', { name: 'Details' });
    await expect(details).toContainText('Limited Edition of 50');
    await details.getByRole('link', { name: '54 inch' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/sculptures\/hero-kid\?size=54$/);
    await expect(details.getByRole('link', { name: '54 inch' })).toHaveAttribute('aria-current', 'true');
    await expect(details).toContainText('Limited Edition of 8');

    await page.getByRole('link', { name: 'Show image 2 of 4' }).click();
    const chosen = new URL(page.url()).searchParams;
    expect([chosen.get('size'), chosen.get('image')]).toEqual(['54', '2']);
    await expect(page.getByRole('link', { name: 'View Hero Kid fullscreen' }).locator('img')).toHaveAttribute(
      'src',
      /hero-kid-gallery-0/,
    );
    // Still 54 inch: each link keeps the other choices.
    await expect(details).toContainText('Limited Edition of 8');
    await expectAccessibleWithoutApp(browser, page.url());
    await shoot(page, 'sculpture-54');
  });

  test('filters the collection with links', async ({ page, browser }) => {
    await page.goto('/collection');
    const filters = page.getByRole('navigation', { name: 'Filter sculptures' });
    await filters.getByRole('link', { name: /^Sold Out \d+$/ }).click();
    await expect(page).toHaveURL(/\/collection\?filter=sold-out$/);
    const titles = page.getByRole('main').getByRole('heading', { level: 2 });
    await expect(titles).toHaveText(['Boom Box Kid']);
    await filters.getByRole('link', { name: /^Available \d+$/ }).click();
    await expect(titles).toHaveText(['Hero Kid', 'Gamer Kid']);
    await expectAccessibleWithoutApp(browser, page.url());
    await shoot(page, 'collection-available');
  });

  test('opens the mobile menu and follows it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeHidden();
    await page.getByText('Open menu').locator('..').click();
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('sends an inquiry that is stored, and says so with the spec text', async ({
    page,
    request,
    browser,
  }) => {
    const message = `No script here, is Hero Kid still available? ${Date.now()}`;
    await page.goto('/contact?piece=Hero+Kid');
    await expect(page.locator('form[method="post"][action="/contact"]')).toHaveCount(1);

    // First without the message: refused, with the validation text and nothing typed lost.
    await page.getByLabel('Name').fill('Noa Noscript');
    await page.getByLabel('Email').fill('noa@example.com');
    await page.getByRole('button', { name: 'Send Inquiry' }).click();
    await expect(page.getByRole('alert')).toContainText('Missing fields');
    await expect(page.getByRole('alert')).toContainText('Please fill in all required fields.');
    await expect(page.getByLabel('Name')).toHaveValue('Noa Noscript');
    await expect(page.getByLabel('Sculpture of interest')).toHaveValue('Hero Kid');
    await expectAccessibleWithoutApp(browser, page.url(), async (checker) => {
      await checker.getByLabel('Name').fill('Noa Noscript');
      await checker.getByRole('button', { name: 'Send Inquiry' }).click();
      await expect(checker.getByRole('alert')).toContainText('Missing fields');
    });
    await shoot(page, 'contact-error');

    await page.getByLabel('Message').fill(message);
    await page.getByLabel('Message').focus();
    await page.keyboard.press('Tab'); // to the send button
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/contact\?sent=1$/);
    const status = page.getByRole('status').filter({ hasText: 'Message Sent' });
    await expect(status).toContainText(
      'Thank you for your inquiry! We will get back to you as soon as possible.',
    );
    await expectAccessibleWithoutApp(browser, page.url());
    await shoot(page, 'contact-sent');

    const stored = (await adminList<StoredInquiry>(request, 'inquiries')).filter(
      (row) => row.message === message,
    );
    expect(stored).toEqual([expect.objectContaining({ name: 'Noa Noscript', email: 'noa@example.com' })]);

    // Refresh and back never send it again: the answer was a redirect to a plain page, and the
    // entry before it is the refused post's answer, which Chromium will not post again unasked.
    await page.reload();
    await expect(page.goBack()).rejects.toThrow(/ERR_CACHE_MISS/);
    expect(
      (await adminList<StoredInquiry>(request, 'inquiries')).filter((row) => row.message === message),
    ).toHaveLength(1);
  });

  test('subscribes from the footer', async ({ page, request }) => {
    const email = `footer-${Date.now()}@example.com`;
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    await footer.getByLabel('Stay Updated').fill(email);
    await footer.getByLabel('Stay Updated').press('Enter');
    await expect(page).toHaveURL(/\/newsletter\?sent=1$/);
    const status = page.getByRole('status').filter({ hasText: 'Successfully Subscribed!' });
    await expect(status).toContainText('Thank you for subscribing to our newsletter.');
    const subscribers = await adminList<{ email: string }>(request, 'newsletters');
    expect(subscribers.filter((row) => row.email === email)).toHaveLength(1);
  });

  test('joins the waitlist of a piece that is dropping soon', async ({ page, request, browser }) => {
    const email = `waiting-${Date.now()}@example.com`;
    await page.goto('/collection');
    const card = page.getByRole('article', { name: /^Cereal Kid/ });
    await card.getByRole('link', { name: /Dropping Soon/ }).click();
    await expect(page).toHaveURL(/\/waitlist\?piece=Cereal\+Kid$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Cereal Kid' })).toBeVisible();

    const box = page.getByRole('textbox', { name: 'Email address' });
    await box.fill('cereal@');
    await box.press('Enter');
    await expect(page.getByRole('alert')).toContainText('Invalid Email');
    await expect(box).toHaveValue('cereal@');

    await box.fill(email);
    await page.getByRole('button', { name: 'Join the Waitlist' }).click();
    await expect(page).toHaveURL(/\/waitlist\?piece=Cereal\+Kid&sent=1$/);
    const status = page.getByRole('status').filter({ hasText: "You're on the Waitlist" });
    await expect(status).toContainText("We'll email you when Cereal Kid is available.");
    await expectAccessibleWithoutApp(browser, page.url());
    await shoot(page, 'waitlist-sent');

    const members = await adminList<{ email: string; sculptureType: string }>(request, 'waitlists');
    expect(members.filter((row) => row.email === email)).toEqual([
      expect.objectContaining({ sculptureType: 'Cereal Kid' }),
    ]);
  });
});

test.describe('before the script has arrived', () => {
  test('an inquiry sent then is stored once and none of it goes into a URL', async ({ browser, request }) => {
    const context = await browser.newContext({ javaScriptEnabled: true });
    const page = await context.newPage();
    const urls: string[] = [];
    page.on('request', (sent) => urls.push(sent.url()));
    // A slow phone network: the app's scripts arrive only after the form was sent.
    let scriptsArrive = () => {};
    const arrived = new Promise<void>((resolve) => {
      scriptsArrive = resolve;
    });
    await page.route('**/assets/*.js', async (route) => {
      await arrived;
      await route.continue().catch(() => {}); // the page may have moved on meanwhile
    });

    const name = `Early Bird ${Date.now()}`;
    const email = `early-${Date.now()}@example.com`;
    const message = `Sent before hydration ${Math.random().toString(36).slice(2)}`;
    await page.goto('/contact', { waitUntil: 'commit' });
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Message').fill(message);
    expect(await page.evaluate(() => document.documentElement.dataset.appReady)).toBeUndefined();
    await page.getByRole('button', { name: 'Send Inquiry' }).click();

    await expect(page).toHaveURL(/\/contact\?sent=1$/);
    await expect(page.getByRole('status').filter({ hasText: 'Message Sent' })).toBeVisible();
    // Let the script arrive and hydrate the landing page: nothing is sent again.
    scriptsArrive();
    await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true', undefined, {
      timeout: 20_000,
    });
    await expect(page.getByRole('status').filter({ hasText: 'Message Sent' })).toBeVisible();

    const stored = (await adminList<StoredInquiry>(request, 'inquiries')).filter(
      (row) => row.message === message,
    );
    expect(stored).toHaveLength(1);
    for (const typed of [name, email, message, encodeURIComponent(message), message.replaceAll(' ', '+')]) {
      expect(urls.filter((url) => url.includes(typed))).toEqual([]);
    }
    await context.close();
  });
});
