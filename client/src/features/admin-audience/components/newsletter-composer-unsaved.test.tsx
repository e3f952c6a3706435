import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast } from '@/components/ui/use-toast';
import { hasUnsavedChanges } from '@/lib/unsaved/leave-guard';
import { jsonResponse, renderApp, sentBody, serveApi } from '@/test/render-app';
import { AUTOSAVE_DELAY_MS } from '../use-draft-autosave';
import { NewsletterComposer } from './newsletter-composer';

// What the composer has not saved to the server yet is kept in the browser, as every admin form's
// edits are: a reload (here, the composer going away and coming back) restores it.

const KEPT = 'vitrine:unsaved:newsletter';
const subject = () => screen.getByLabelText<HTMLInputElement>(/^Subject Line/);
const html = () => screen.getByLabelText<HTMLTextAreaElement>(/^HTML Content/);
const notice = () => screen.queryByText('Restored unsaved changes');
const discard = () => fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
/** Longer than the autosave waits after the last change. */
const pastAutosave = () => new Promise((resolve) => setTimeout(resolve, AUTOSAVE_DELAY_MS + 300));

const BACKGROUND = {
  'GET /api/admin/newsletters/test-address': () => jsonResponse({ email: null }),
  'GET /api/admin/sculptures': () => jsonResponse([]),
};
const STORED_7 = {
  id: 7,
  subject: 'Saved subject',
  htmlContent: '<p>Saved</p>',
  textContent: 'Saved',
  design: null,
  state: 'draft',
  sendAt: null,
  releaseSculptureId: null,
  updatedAt: '2026-11-24T10:00:00.000Z',
};
const draftWrites = (fetchMock: ReturnType<typeof serveApi>) =>
  fetchMock.mock.calls.flatMap(([url, init], index) =>
    String(url).startsWith('/api/admin/newsletters/drafts') ? [{ index, method: init?.method, url }] : [],
  );

describe('NewsletterComposer keeps what the server has not saved', { timeout: 20_000 }, () => {
  afterEach(() => dismissToast());

  it('restores a reloaded composer with the notice, waits for the admin before saving it, and Discard empties it', async () => {
    const fetchMock = serveApi({ ...BACKGROUND });
    const first = renderApp(<NewsletterComposer subscriberCount={2} />);
    type(subject(), 'Half a newsletter');
    expect(JSON.parse(window.localStorage.getItem(KEPT) ?? 'null')).toMatchObject({
      subject: 'Half a newsletter',
      draftId: null,
    });
    expect(hasUnsavedChanges()).toBe(true);
    first.unmount(); // the tab closed before the autosave

    renderApp(<NewsletterComposer subscriberCount={2} />);
    expect(subject().value).toBe('Half a newsletter');
    expect(notice()).not.toBeNull();
    expect(hasUnsavedChanges()).toBe(true);
    // Restored is not the admin's new work: nothing goes to the server unasked.
    await pastAutosave();
    expect(draftWrites(fetchMock)).toEqual([]);

    discard();
    expect(subject().value).toBe('');
    expect(notice()).toBeNull();
    expect(window.localStorage.getItem(KEPT)).toBeNull();
    expect(hasUnsavedChanges()).toBe(false);
  });

  it('lets go of the kept copy once the autosave has the draft', async () => {
    serveApi({ ...BACKGROUND, 'POST /api/admin/newsletters/drafts': () => jsonResponse(STORED_7, 201) });
    renderApp(<NewsletterComposer subscriberCount={2} />);
    type(subject(), 'The next drop');
    expect(window.localStorage.getItem(KEPT)).not.toBeNull();
    expect(await screen.findByText(/^Draft saved at/, {}, { timeout: 5_000 })).toBeTruthy();
    // The saved time can show a render before the one that marks the form clean, whose effect
    // lets the copy go: wait for that too (a loaded run failed between the two).
    await waitFor(() => {
      expect(window.localStorage.getItem(KEPT)).toBeNull();
      expect(hasUnsavedChanges()).toBe(false);
    });
  });

  it('restores edits of a saved draft into that draft: going on saves over it, Discard shows it as saved', async () => {
    window.localStorage.setItem(
      KEPT,
      JSON.stringify({
        subject: 'Edited subject',
        htmlContent: '<p>Edited</p>',
        textContent: 'Edited',
        design: null,
        draftId: 7,
      }),
    );
    const fetchMock = serveApi({
      ...BACKGROUND,
      'GET /api/admin/newsletters/campaigns/7': () => jsonResponse(STORED_7),
      'PUT /api/admin/newsletters/drafts/7': () => jsonResponse(STORED_7),
    });
    const view = renderApp(<NewsletterComposer subscriberCount={2} />);
    // Written in HTML (no design): it comes back in the HTML mode, as written.
    expect(html().value).toBe('<p>Edited</p>');
    expect(notice()).not.toBeNull();

    type(subject(), 'Edited subject, again');
    await waitFor(() => expect(draftWrites(fetchMock)).toHaveLength(1), { timeout: 5_000 });
    const [write] = draftWrites(fetchMock);
    expect(write?.method).toBe('PUT');
    expect(sentBody(fetchMock, write!.index)).toMatchObject({
      subject: 'Edited subject, again',
      htmlContent: '<p>Edited</p>',
    });
    await waitFor(() => expect(window.localStorage.getItem(KEPT)).toBeNull());

    // Typed again and closed before the autosave: Discard brings back the draft as the server has it.
    type(subject(), 'Never saved');
    view.unmount();
    renderApp(<NewsletterComposer subscriberCount={2} />);
    expect(subject().value).toBe('Never saved');
    discard();
    await waitFor(() => expect(subject().value).toBe('Saved subject'));
    expect(html().value).toBe('<p>Saved</p>');
    expect(notice()).toBeNull();
  });

  it('opens again on the draft it showed after a reload, not an empty composer', async () => {
    serveApi({
      ...BACKGROUND,
      'POST /api/admin/newsletters/drafts': () => jsonResponse(STORED_7, 201),
      'GET /api/admin/newsletters/campaigns/7': () => jsonResponse(STORED_7),
    });
    const first = renderApp(<NewsletterComposer subscriberCount={2} />);
    type(subject(), 'Saved subject');
    expect(await screen.findByText(/^Draft saved at/, {}, { timeout: 5_000 })).toBeTruthy();
    expect(window.localStorage.getItem(KEPT)).toBeNull();
    first.unmount(); // reloaded once the server had it all

    renderApp(<NewsletterComposer subscriberCount={2} />);
    await waitFor(() => expect(subject().value).toBe('Saved subject'));
    // Nothing was unsaved: no notice, and leaving does not ask.
    expect(notice()).toBeNull();
    expect(hasUnsavedChanges()).toBe(false);
  });

  it('does not reopen a draft sent or scheduled meanwhile, nor over what the admin began', async () => {
    window.localStorage.setItem('vitrine:composer:open-draft', '7');
    serveApi({
      ...BACKGROUND,
      'GET /api/admin/newsletters/campaigns/7': () => jsonResponse({ ...STORED_7, state: 'scheduled' }),
    });
    renderApp(<NewsletterComposer subscriberCount={2} />);
    await waitFor(() => expect(window.localStorage.getItem('vitrine:composer:open-draft')).toBeNull());
    expect(subject().value).toBe('');
  });

  it('counts the subject near its limit, from the contract', () => {
    serveApi({ ...BACKGROUND });
    renderApp(<NewsletterComposer subscriberCount={2} />);
    type(subject(), 'x'.repeat(150));
    expect(screen.queryByText(/\/ 200 characters/)).toBeNull();
    type(subject(), 'x'.repeat(170));
    expect(screen.getByText('170 / 200 characters')).toBeTruthy();
  });
});
