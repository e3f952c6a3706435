import { mkdir } from 'node:fs/promises';
import { type APIRequestContext, test as base, type Page } from '@playwright/test';
import { POPUP_DEFAULTS } from '../../contract/popup-settings';
import { ADMIN, adminHeaders, adminList, toastTitled, uniqueEmail } from './support';
import { expect } from './test';

/*
 * A visitor on a slow phone types into a form while the page's script is still on its way, and
 * presses its button once the page has come alive: the form must send what the fields show
 * (lib/form-as-posted.ts, decision 18). Each script is held until the typing is done, so the
 * typing always happens before the app starts, however slow or fast the machine. Uses
 * Playwright's own `test`: ./test would wait for the app after each navigation.
 */
const test = base.extend({});

const SHOTS = 'test-results/typed-before-script';

/** Holds every script of the app until `release()` has been called. */
async function holdScripts(page: Page): Promise<{ release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue().catch(() => {}); // the page may have moved on meanwhile
  });
  return { release };
}

const appReady = (page: Page) => page.evaluate(() => document.documentElement.dataset.appReady ?? null);

async function waitForApp(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true', undefined, {
    timeout: 30_000,
  });
}

/** The body of every POST the page sends to `path`, as sent. */
function postsTo(page: Page, path: string): string[] {
  const bodies: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) {
      bodies.push(request.postData() ?? '');
    }
  });
  return bodies;
}

async function shoot(page: Page, name: string) {
  await mkdir(SHOTS, { recursive: true });
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: false });
  }
}

interface StoredInquiry {
  name: string;
  email: string;
  phone: string;
  message: string;
  sculptureInterest: string;
}

const inquiriesWith = async (request: APIRequestContext, message: string) =>
  (await adminList<StoredInquiry>(request, 'inquiries')).filter((row) => row.message === message);

test.describe('typed before the script, sent after it', () => {
  test('the contact form sends every field the visitor filled in', async ({ page, request }) => {
    const { release } = await holdScripts(page);
    const sent = postsTo(page, '/api/inquiries');
    const message = `Typed on a slow phone ${Date.now()}`;
    const email = uniqueEmail('early-contact');

    await page.goto('/contact', { waitUntil: 'commit' });
    await page.getByLabel('Name').pressSequentially('Early Bird');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone').fill('+44 20 7946 0958');
    await page.getByLabel('Sculpture of interest').selectOption('Gamer Kid');
    expect(await appReady(page)).toBeNull();
    release();
    await waitForApp(page);

    // Part of it after the script: a render of the form must not wipe what came before.
    await page.getByLabel('Message').fill(message);
    await expect(page.getByLabel('Name')).toHaveValue('Early Bird');
    await page.getByRole('button', { name: 'Send Inquiry' }).click();
    await expect(toastTitled(page, 'Message Sent')).toBeVisible();
    // Sent by the script (the fetch and its toast), and the form is cleared after a successful send.
    expect(sent).toHaveLength(1);
    await expect(page.getByLabel('Name')).toHaveValue('');
    await expect(page.getByLabel('Message')).toHaveValue('');
    expect(await inquiriesWith(request, message)).toEqual([
      expect.objectContaining({
        name: 'Early Bird',
        email,
        phone: '+44 20 7946 0958',
        sculptureInterest: 'Gamer Kid',
      }),
    ]);
  });

  test('the contact form sends a message typed entirely before the script', async ({ page, request }) => {
    const { release } = await holdScripts(page);
    const message = `All of it before hydration ${Date.now()}`;
    const email = uniqueEmail('all-early');

    await page.goto('/contact', { waitUntil: 'commit' });
    await page.getByLabel('Name').fill('Slow Phone');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Message').fill(message);
    expect(await appReady(page)).toBeNull();
    await shoot(page, 'contact-typed');
    release();
    await waitForApp(page);

    await expect(page.getByLabel('Message')).toHaveValue(message);
    await page.getByRole('button', { name: 'Send Inquiry' }).click();
    await expect(toastTitled(page, 'Message Sent')).toBeVisible();
    await expect(toastTitled(page, 'Missing fields')).toHaveCount(0);
    await shoot(page, 'contact-sent');
    expect(await inquiriesWith(request, message)).toEqual([
      expect.objectContaining({ name: 'Slow Phone', email }),
    ]);
  });

  test('a refused post corrected before the script is sent as corrected', async ({ page, request }) => {
    const message = `First draft ${Date.now()}`;
    const corrected = `${message}, corrected`;
    const email = uniqueEmail('corrected');
    const { release } = await holdScripts(page);

    // Sent before the script with a broken address: the page comes back with the reason and
    // everything typed (the server's echo), and the script is on its way again.
    await page.goto('/contact', { waitUntil: 'commit' });
    await page.getByLabel('Name').fill('Second Try');
    await page.getByLabel('Email').fill('second@try');
    await page.getByLabel('Message').fill(message);
    await page.getByRole('button', { name: 'Send Inquiry' }).click();
    await expect(page.getByRole('alert')).toContainText('Invalid Email');
    await expect(page.getByLabel('Message')).toHaveValue(message);

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Message').fill(corrected);
    expect(await appReady(page)).toBeNull();
    release();
    await waitForApp(page);
    await expect(page.getByLabel('Message')).toHaveValue(corrected);
    await page.getByRole('button', { name: 'Send Inquiry' }).click();
    await expect(toastTitled(page, 'Message Sent')).toBeVisible();
    expect(await inquiriesWith(request, corrected)).toEqual([
      expect.objectContaining({ name: 'Second Try', email }),
    ]);
  });

  test("the footer's Subscribe sends the address typed before the script", async ({ page, request }) => {
    const { release } = await holdScripts(page);
    const email = uniqueEmail('early-footer');
    await page.goto('/about', { waitUntil: 'commit' });
    const box = page.getByRole('contentinfo').getByLabel('Stay Updated');
    await box.fill(email);
    expect(await appReady(page)).toBeNull();
    release();
    await waitForApp(page);

    await page.getByRole('contentinfo').getByRole('button', { name: 'Subscribe' }).click();
    await expect(toastTitled(page, 'Successfully Subscribed!')).toBeVisible();
    await expect(toastTitled(page, 'Email Required')).toHaveCount(0);
    await expect(box).toHaveValue('');
    const subscribers = await adminList<{ email: string }>(request, 'newsletters');
    expect(subscribers.filter((row) => row.email === email)).toHaveLength(1);
  });

  test("the newsletter page's form sends the address typed before the script", async ({ page, request }) => {
    const { release } = await holdScripts(page);
    const email = uniqueEmail('early-newsletter-page');
    await page.goto('/newsletter', { waitUntil: 'commit' });
    const box = page.getByRole('main').getByLabel('Stay Updated');
    await box.fill(email);
    expect(await appReady(page)).toBeNull();
    release();
    await waitForApp(page);

    await box.press('Enter');
    await expect(toastTitled(page, 'Successfully Subscribed!')).toBeVisible();
    const subscribers = await adminList<{ email: string }>(request, 'newsletters');
    expect(subscribers.filter((row) => row.email === email)).toHaveLength(1);
  });

  test("a waitlist's page sends the address typed before the script", async ({ page, request }) => {
    const { release } = await holdScripts(page);
    const email = uniqueEmail('early-waitlist');
    await page.goto('/waitlist?piece=Cereal+Kid', { waitUntil: 'commit' });
    await page.getByRole('textbox', { name: 'Email address' }).fill(email);
    expect(await appReady(page)).toBeNull();
    release();
    await waitForApp(page);

    await page.getByRole('button', { name: 'Join the Waitlist' }).click();
    await expect(toastTitled(page, "You're on the Waitlist")).toBeVisible();
    await shoot(page, 'waitlist-joined');
    const members = await adminList<{ email: string; sculptureType: string }>(request, 'waitlists');
    expect(members.filter((row) => row.email === email)).toEqual([
      expect.objectContaining({ sculptureType: 'Cereal Kid' }),
    ]);
  });
});

/**
 * The popup, the waitlist dialog and the sign-in page are drawn by the script, so nothing can be
 * typed in them before it. What can still differ from what they show is a value a browser or a
 * password manager fills in without an input event: set here the same way, and sent as shown.
 */
async function fillWithoutEvents(page: Page, selector: string, value: string) {
  await page.locator(selector).evaluate((element, text) => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setter?.call(element, text);
  }, value);
}

test.describe('filled without an input event', () => {
  // The popup goes back to its default (off) after its test, before the next page could show it.
  const resetPopup = async (request: APIRequestContext) => {
    await request.post('/api/admin/popup-settings', {
      headers: await adminHeaders(request),
      data: POPUP_DEFAULTS,
    });
  };
  test.afterAll(async ({ request }) => resetPopup(request));

  test('the popup sends the address it shows', async ({ page, request }) => {
    await request.post('/api/admin/popup-settings', {
      headers: await adminHeaders(request),
      data: {
        enabled: 'true',
        delaySeconds: 1,
        title: 'Early Word',
        content: 'Drops first.',
        buttonText: 'Join',
      },
    });
    const email = uniqueEmail('autofill-popup');
    await page.goto('/collection');
    const dialog = page.getByRole('dialog', { name: 'Early Word' });
    await expect(dialog).toBeVisible({ timeout: 10_000 });
    await fillWithoutEvents(page, '#popup-email', email);
    await dialog.getByRole('button', { name: 'Join' }).click();
    await expect(toastTitled(page, 'Successfully Subscribed!')).toBeVisible();
    const subscribers = await adminList<{ email: string }>(request, 'newsletters');
    expect(subscribers.filter((row) => row.email === email)).toHaveLength(1);
    await resetPopup(request);
  });

  test("a piece's waitlist dialog sends the address it shows", async ({ page, request }) => {
    const email = uniqueEmail('autofill-dialog');
    await page.goto('/collection');
    await waitForApp(page);
    await page
      .getByRole('article', { name: /^Cereal Kid/ })
      .getByRole('link', { name: /Dropping Soon/ })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await fillWithoutEvents(page, '#waitlist-email', email);
    await dialog.getByRole('button', { name: 'Join the Waitlist' }).click();
    await expect(toastTitled(page, "You're on the Waitlist")).toBeVisible();
    const members = await adminList<{ email: string }>(request, 'waitlists');
    expect(members.filter((row) => row.email === email)).toHaveLength(1);
  });

  test('the sign-in form sends the username and password it shows', async ({ page }) => {
    const { release } = await holdScripts(page);
    await page.goto('/admin/login', { waitUntil: 'commit' });
    release();
    await expect(page.getByLabel('Username')).toBeVisible({ timeout: 30_000 });
    await fillWithoutEvents(page, '#login-username', ADMIN.username);
    await fillWithoutEvents(page, '#login-password', ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Username is required')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible({ timeout: 30_000 });
  });
});
