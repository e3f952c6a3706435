import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * A server-rendered page shows its buttons before its scripts have run: the app starts after
 * the page has loaded (client/src/main.tsx) and marks <html data-app-ready> once it is live.
 * Every navigation of a journey's pages waits for that mark, as a visitor's click would only
 * do something once it is there. Documents that are not the app (no #root) do not wait.
 */
async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.getElementById('root') || document.documentElement.dataset.appReady === 'true',
  );
}

function waitAfterNavigations(page: Page): void {
  for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const navigate = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(page, {
      [method]: async (...args: unknown[]) => {
        const response = await navigate(...args);
        await waitForApp(page);
        return response;
      },
    });
  }
}

export const test = base.extend({
  context: async ({ context }, use) => {
    context.on('page', waitAfterNavigations);
    await use(context);
  },
});
