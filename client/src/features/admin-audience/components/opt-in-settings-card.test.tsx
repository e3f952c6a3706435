import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderApp, serveApi } from '@/test/render-app';
import { OptInSettingsCard } from './opt-in-settings-card';

/** Radix's switch measures itself; jsdom has no ResizeObserver. */
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}

const serve = (reached: boolean) => {
  vi.stubGlobal('ResizeObserver', ResizeObserverStub);
  return serveApi({
    'GET /api/admin/audience-settings': () => jsonResponse({ doubleOptIn: true }),
    'GET /api/admin/audience-settings/confirmation-cap': () =>
      jsonResponse({ perHour: 200, lastHour: reached ? 200 : 12, reached }),
  });
};

describe('OptInSettingsCard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says when the hourly cap of confirmation emails is reached, and how to raise it', async () => {
    serve(true);
    renderApp(<OptInSettingsCard />);
    const note = await screen.findByText(/hourly limit of 200 confirmation emails is reached/);
    expect(note.textContent).toContain('CONFIRMATION_EMAILS_PER_HOUR');
  });

  it('says nothing of the cap below it', async () => {
    serve(false);
    renderApp(<OptInSettingsCard />);
    await screen.findByLabelText('Ask new addresses to confirm');
    expect(screen.queryByText(/hourly limit/)).toBeNull();
  });
});
