import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import {
  expectNoSeriousA11yViolations as expectNoSeriousViolations,
  signInAsAdmin as login,
} from './support';
import { expect, test } from './test';

// The media journeys: what the admin uploads is what visitors see, files the
// rules refuse never leave the browser, and the hero video goes through the save flow.
// One server and database serve the whole file.

// Not a piece the public journeys look at closely: its thumbnail is replaced for good.
const PIECE = 'VHS Kid';

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });
const expectToast = (page: Page, text: string | RegExp) =>
  expect(toasts(page).getByText(text).first()).toBeVisible();

/** Clicks a drop zone (a button) and hands the file picker it opens these files. */
async function chooseFiles(page: Page, dropZone: Locator, files: Parameters<Page['setInputFiles']>[1]) {
  const chooser = page.waitForEvent('filechooser');
  await dropZone.click();
  await (await chooser).setFiles(files);
}

/** A photo-like JPEG: noise, so it is big enough for the upload to take a moment. */
function makeJpeg(): Promise<Buffer> {
  return sharp({
    create: {
      width: 900,
      height: 1200,
      channels: 3,
      // The type requires a background; the noise covers it.
      background: '#808080',
      noise: { type: 'gaussian', mean: 150, sigma: 40 },
    },
  })
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** Every value a progress bar of the page shows, recorded as it changes. */
async function recordProgress(page: Page) {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { progressSeen: number[] }).progressSeen = seen;
    new MutationObserver((records) => {
      for (const record of records) {
        const target = record.target as Element;
        const bars =
          target.getAttribute?.('role') === 'progressbar'
            ? [target]
            : Array.from(target.querySelectorAll?.('[role="progressbar"]') ?? []);
        for (const bar of bars) seen.push(Number(bar.getAttribute('aria-valuenow')));
      }
    }).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-valuenow'],
    });
  });
  return () => page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
}

/** Slows uploads down (Chromium's own network emulation) so that progress can be seen. */
async function throttleUploads(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
  return () =>
    cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
}

test.use({ viewport: { width: 1440, height: 1100 } });

test('an admin replaces a thumbnail with visible progress and the public card shows it', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await login(page);
  await page.getByRole('button', { name: `Edit ${PIECE}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit Sculpture' })).toBeVisible();
  const area = page.getByRole('region', { name: 'Images and gallery' });
  const thumbnail = area.getByRole('region', { name: 'Thumbnail' });
  await expect(thumbnail.getByRole('button', { name: /^(Upload|Replace) thumbnail/ })).toBeVisible();

  await test.step('a file that is not an image is refused before any request', async () => {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/upload-url')) requests.push(request.url());
    });
    await chooseFiles(page, thumbnail.getByRole('button', { name: /^(Upload|Replace) thumbnail/ }), {
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a picture'),
    });
    await expectToast(page, 'Invalid file type');
    await expectToast(page, 'notes.txt is not an image file');
    await expect(thumbnail.getByText('notes.txt is not an image file')).toBeVisible();
    expect(requests).toEqual([]);
  });

  await test.step('axe finds nothing serious in the images area', async () => {
    await expectNoSeriousViolations(page);
  });

  const imagePath = await test.step('upload a new thumbnail and watch its progress', async () => {
    const progressSeen = await recordProgress(page);
    const unthrottle = await throttleUploads(page, 256 * 1024);
    const registered = page.waitForResponse(
      (response) => response.url().endsWith('/images') && response.request().method() === 'POST',
    );
    await chooseFiles(page, thumbnail.getByRole('button', { name: /^(Upload|Replace) thumbnail/ }), {
      name: 'new-front.jpg',
      mimeType: 'image/jpeg',
      buffer: await makeJpeg(),
    });
    const bar = thumbnail.getByRole('progressbar', { name: 'Uploading new-front.jpg' });
    await expect(bar).toBeVisible();
    // Controls wait while a file is on its way.
    await expect(area.getByRole('button', { name: /Add gallery images/ })).toBeDisabled();

    const response = await registered;
    expect(response.status()).toBe(201);
    const { imagePath } = (await response.json()) as { imagePath: string };
    await expect(thumbnail.getByText('Saved')).toBeVisible();
    await expect(bar).toHaveCount(0);
    await unthrottle();
    const partial = (await progressSeen()).filter((value) => value > 0 && value < 100);
    expect(partial.length, 'progress between 0 and 100 was shown').toBeGreaterThan(0);

    // The slot now shows the new image, from its variants.
    const stem = imagePath.replace(/\.[a-z0-9]+$/i, '');
    await expect(thumbnail.getByRole('img', { name: 'Thumbnail' })).toHaveAttribute(
      'src',
      new RegExp(`^${stem}`),
    );
    await expect(area.getByRole('button', { name: /Add gallery images/ })).toBeEnabled();
    return imagePath;
  });

  await test.step('the public collection card shows the new thumbnail', async () => {
    const visitor = await context.newPage();
    await visitor.goto('/collection');
    const picture = visitor.getByRole('article').filter({ hasText: PIECE }).getByRole('img', { name: PIECE });
    await expect(picture).toBeVisible();
    const stem = imagePath.replace(/\.[a-z0-9]+$/i, '');
    const sources = `${await picture.getAttribute('src')} ${(await picture.getAttribute('srcset')) ?? ''}`;
    expect(sources).toContain(stem);
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await visitor.close();
  });
});

test('the hero video is uploaded, tested, saved and simulated, the homepage plays it, and a failed replacement video leaves the old one playing on the homepage', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const folder = mkdtempSync(path.join(os.tmpdir(), 'vitrine-media-e2e-'));
  const video = path.join(folder, 'hero.mp4');
  execFileSync('ffmpeg', [
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc=duration=2:size=320x240:rate=24',
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
    '-y',
    video,
  ]);
  // A real MP4 whose index (moov) comes last, cut off halfway: its signature passes the
  // upload, but no player and no test can read it.
  const whole = path.join(folder, 'whole.mp4');
  execFileSync('ffmpeg', [
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc=duration=2:size=320x240:rate=24',
    '-pix_fmt',
    'yuv420p',
    '-y',
    whole,
  ]);
  const broken = path.join(folder, 'broken.mp4');
  const wholeBytes = readFileSync(whole);
  writeFileSync(broken, wholeBytes.subarray(0, Math.floor(wholeBytes.length / 2)));

  try {
    await login(page);
    await page.getByRole('tab', { name: 'Site Settings' }).click();
    const card = page.getByRole('region', { name: 'Homepage Hero Media' });
    const photoPanel = card.getByRole('region', { name: 'Photo', exact: true });
    const videoPanel = card.getByRole('region', { name: 'Video', exact: true });
    await expect(videoPanel.getByRole('button', { name: /Select video/ })).toBeVisible();

    await test.step('axe finds nothing serious on the Site Settings tab', async () => {
      await expect(
        page.getByRole('region', { name: 'Artist Media' }).getByRole('radio', { name: 'Photo' }),
      ).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    await test.step('a photo over 10MB is refused with the validation message', async () => {
      await chooseFiles(page, photoPanel.getByRole('button', { name: /^(Upload|Replace) photo/ }), {
        name: 'huge.jpg',
        mimeType: 'image/jpeg',
        buffer: Buffer.alloc(10 * 1024 * 1024 + 1),
      });
      await expectToast(page, 'Please select an image smaller than 10MB');
    });

    const videoPath = await test.step('select and save the video through the flow', async () => {
      await chooseFiles(page, videoPanel.getByRole('button', { name: /Select video/ }), video);
      await expect(videoPanel.getByText('hero.mp4')).toBeVisible();
      const saved = page.waitForResponse(
        (response) =>
          response.url().endsWith('/api/admin/site-settings') && response.request().method() === 'POST',
      );
      const simulated = page.waitForResponse((response) =>
        response.url().endsWith('/api/admin/test-video-live-simulation'),
      );
      await videoPanel.getByRole('button', { name: 'Save video' }).click();
      // The server tests the video before the setting changes, and answers its test with the save.
      const { value, videoTest } = (await (await saved).json()) as {
        value: string;
        videoTest: { success: boolean };
      };
      expect(value).toMatch(/^\/media\/.+\.mp4$/);
      expect(videoTest.success).toBe(true);
      expect((await simulated).status()).toBe(200);

      await expectToast(page, 'Hero video saved');
      const report = videoPanel.getByRole('region', { name: 'Video check passed' });
      await expect(report).toBeVisible();
      await expect(report.getByText('Duration')).toBeVisible();
      await expect(report.getByText('2.0 s', { exact: true })).toBeVisible();
      await expect(report.getByText('320 × 240', { exact: true })).toBeVisible();
      await expect(report.getByText(/^Yes: playback starts/)).toBeVisible();
      await expect(report.getByText(/Live simulation/)).toBeVisible();
      await expect(videoPanel.getByLabel('Current hero video')).toHaveAttribute('src', value);
      return value;
    });

    await test.step('switch the hero to video and see it on the homepage', async () => {
      await card.getByRole('radio', { name: 'Video' }).check({ force: true });
      await expect(card.getByRole('radio', { name: 'Video' })).toBeChecked();
      await expect(videoPanel.getByText('Shown', { exact: true })).toBeVisible();
      const visitor = await context.newPage();
      await visitor.goto('/');
      await expect(visitor.locator(`video[src="${videoPath}"]`)).toBeAttached();
      await visitor.close();
    });

    await test.step('a broken replacement is refused with the reason, and the homepage keeps playing the old video', async () => {
      await chooseFiles(page, videoPanel.getByRole('button', { name: /Select a new video/ }), broken);
      await expect(videoPanel.getByText('broken.mp4')).toBeVisible();
      const saved = page.waitForResponse(
        (response) =>
          response.url().endsWith('/api/admin/site-settings') && response.request().method() === 'POST',
      );
      await videoPanel.getByRole('button', { name: 'Save video' }).click();
      expect((await saved).status()).toBe(422);

      await expectToast(page, 'Video upload failed');
      await expectToast(page, /^Video test failed: The file is incomplete/);
      const report = videoPanel.getByRole('region', { name: 'Video not saved' });
      await expect(report.getByText('Nothing on the site changed.')).toBeVisible();
      await expect(videoPanel.getByLabel('Current hero video')).toHaveAttribute('src', videoPath);
      await page.screenshot({ path: test.info().outputPath('failed-replacement-1440.png'), fullPage: false });

      const visitor = await context.newPage();
      await visitor.goto('/');
      const hero = visitor.locator('video').first();
      await expect(hero).toHaveAttribute('src', videoPath);
      // Playing: time moves on, and the file still answers.
      await expect
        .poll(() => hero.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 10_000 })
        .toBeGreaterThan(0);
      expect((await visitor.request.get(videoPath)).status()).toBe(200);
      await visitor.close();
    });

    await test.step('remove the video after confirming', async () => {
      await videoPanel.getByRole('button', { name: 'Remove video' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Remove the hero video?' });
      await dialog.getByRole('button', { name: 'Remove' }).click();
      await expectToast(page, 'Hero video removed');
      await expect(videoPanel.getByText('No video yet')).toBeVisible();
      await card.getByRole('radio', { name: 'Photo' }).check({ force: true });
      await expect(card.getByRole('radio', { name: 'Photo' })).toBeChecked();
    });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
