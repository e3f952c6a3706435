import type { WaitlistMember, WaitlistPiece } from '@contract/audience';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderApp, serveApi } from '@/test/render-app';
import { WaitlistsTab } from './waitlists-tab';

const piece = (
  values: Partial<WaitlistPiece> & Pick<WaitlistPiece, 'sculptureId' | 'title'>,
): WaitlistPiece => ({
  slug: values.title.toLowerCase().replaceAll(' ', '-'),
  available: false,
  members: 0,
  queued: 0,
  delivered: 0,
  failed: 0,
  pending: 0,
  skipped: 0,
  waiting: 0,
  firstQueuedAt: null,
  lastQueuedAt: null,
  lastDeliveredAt: null,
  pace: null,
  ...values,
});

let ids = 0;
const member = (
  email: string,
  sculptureType: string,
  sculptureId: number | null,
  day: number,
  confirmed = true,
): WaitlistMember => ({
  id: ++ids,
  email,
  sculptureType,
  sculptureId,
  createdAt: `2026-11-${String(day).padStart(2, '0')}T12:00:00.000Z`,
  confirmed,
});

const gamer = piece({
  sculptureId: 1,
  title: 'Gamer Kid',
  available: true,
  members: 3,
  queued: 2,
  delivered: 1,
  failed: 1,
  waiting: 1,
  lastQueuedAt: '2026-11-20T12:00:00.000Z',
});
const vhs = piece({ sculptureId: 2, title: 'VHS Kid', members: 1 });
// Newest first, as the server lists them.
const MEMBERS = [
  // Joined with double opt-in on, and has not confirmed yet.
  member('late@example.com', 'Gamer Kid', 1, 21, false),
  member('vhs@example.com', 'VHS Kid', 2, 19),
  member('second@example.com', 'Gamer Kid', 1, 12),
  member('lost@example.com', 'Old Title', null, 11),
  member('first@example.com', 'Gamer Kid', 1, 10),
];

const pageOf = (items: WaitlistMember[], total = items.length) => ({
  items,
  total,
  page: 1,
  pageSize: 50,
  pending: items.filter((entry) => !entry.confirmed).length,
});

// Text and selector queries: role queries over a whole tab are slow in jsdom on a busy machine.
const groupNamed = (name: string) =>
  screen.getByText(name, { selector: 'h3' }).closest('section') as HTMLElement;
const emailsIn = (group: HTMLElement) =>
  [...group.querySelectorAll('li')].map((item) => item.textContent?.split(' ')[0]);
const notifyButton = (title: string) => screen.findByLabelText(`Notify now: ${title}`, {}, { timeout: 5000 });
const askDialog = async () =>
  (await screen.findByText('Email this waitlist now?')).closest('[role="alertdialog"]') as HTMLElement;

describe('WaitlistsTab', () => {
  it('shows each piece with how its email went, then every member with the sculpture they joined', async () => {
    serveApi({
      'GET /api/admin/waitlists/members': () => jsonResponse(pageOf(MEMBERS)),
      'GET /api/admin/waitlists/pieces': () => jsonResponse([gamer, vhs]),
    });
    renderApp(<WaitlistsTab />);
    expect(screen.getByText('Loading waitlists...')).toBeTruthy();

    await screen.findByText('first@example.com', {}, { timeout: 5000 });
    const gamerGroup = groupNamed('Gamer Kid');
    expect(within(gamerGroup).getByText('Available')).toBeTruthy();
    expect(within(gamerGroup).getByText('3 members')).toBeTruthy();
    expect(
      within(gamerGroup).getByText('Emailed Nov 20, 2026 · 1 delivered · 1 failed · 1 not yet emailed', {
        exact: false,
      }),
    ).toBeTruthy();
    const vhsGroup = groupNamed('VHS Kid');
    expect(within(vhsGroup).getByText('1 member')).toBeTruthy();
    expect(within(vhsGroup).getByText(/Emailed when it becomes available/)).toBeTruthy();
    // Not available: nothing to send yet.
    expect(within(vhsGroup).queryByLabelText(/Notify now/)).toBeNull();

    // The members, newest first as the server pages them, a member of a piece no longer made too.
    const list = screen.getByText('Members', { selector: 'h2, h3' }).closest('section') as HTMLElement;
    expect(emailsIn(list)).toEqual(MEMBERS.map((entry) => entry.email));
    expect(within(list).getByText('(Old Title)', { exact: false })).toBeTruthy();
    expect(within(list).getByText('1 pending confirmation')).toBeTruthy();
    expect(within(list).getByText('Showing 1–5 of 5 members')).toBeTruthy();
  });

  it('asks the server for the members matching a search, or of one sculpture, and pages through them', async () => {
    const many = Array.from({ length: 50 }, (_, index) => member(`m${index}@example.com`, 'Gamer Kid', 1, 5));
    const fetchMock = serveApi({
      'GET /api/admin/waitlists/members': () => jsonResponse(pageOf(many, 120)),
      'GET /api/admin/waitlists/pieces': () => jsonResponse([gamer, vhs]),
      'GET /api/admin/waitlists/members?page=2': () =>
        jsonResponse({ ...pageOf(many.slice(0, 3), 120), page: 2 }),
      'GET /api/admin/waitlists/members?q=second': () => jsonResponse(pageOf([MEMBERS[2]!])),
      'GET /api/admin/waitlists/members?piece=2&q=second': () => jsonResponse(pageOf([])),
    });
    renderApp(<WaitlistsTab />);
    expect(await screen.findByText('Showing 1–50 of 120 members', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    fireEvent.click(screen.getByText('Next'));
    expect(await screen.findByText('Showing 51–100 of 120 members')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Search members'), { target: { value: ' second ' } });
    expect(await screen.findByText('Showing 1–1 of 1 member', {}, { timeout: 5000 })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Sculpture'), { target: { value: '2' } });
    expect(await screen.findByText('No member matches this search')).toBeTruthy();
    // The whole list never comes down.
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/admin/waitlists')).toBe(false);
  });

  it('tells the pace of emails still going out under the sending rate', async () => {
    const sending = piece({
      sculptureId: 3,
      title: 'Arcade Kid',
      available: true,
      members: 600,
      queued: 600,
      delivered: 0,
      pending: 600,
      lastQueuedAt: '2026-11-20T12:00:00.000Z',
      pace: { perSecond: 2, perHour: 9_000 },
    });
    serveApi({
      'GET /api/admin/waitlists/members': () =>
        jsonResponse(pageOf([member('arcade@example.com', 'Arcade Kid', 3, 18)])),
      'GET /api/admin/waitlists/pieces': () => jsonResponse([sending]),
    });
    renderApp(<WaitlistsTab />);
    expect(
      await screen.findByText(
        'Emailed Nov 20, 2026 · 0 delivered · 600 sending at 2 a second; about 5 minutes left',
        {
          exact: false,
        },
        { timeout: 5000 },
      ),
    ).toBeTruthy();
  });

  it('asks before "Notify now", then emails those not yet emailed and says so', async () => {
    const fetchMock = serveApi({
      'GET /api/admin/waitlists/members': () => jsonResponse(pageOf(MEMBERS)),
      'GET /api/admin/waitlists/pieces': () => jsonResponse([gamer, vhs]),
      'POST /api/admin/waitlists/1/notify': () =>
        jsonResponse({ queued: 1, message: 'Emailing 1 waitlist member.' }),
    });
    renderApp(<WaitlistsTab />);
    fireEvent.click(await notifyButton('Gamer Kid'));

    const dialog = await askDialog();
    expect(dialog.textContent).toContain(
      '1 member not yet emailed will get one email saying Gamer Kid is available.',
    );
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    fireEvent.click(within(dialog).getByText('Notify now'));
    expect(await screen.findByText('Emailing 1 waitlist member.')).toBeTruthy();
    expect(screen.getByText('Waitlist Notified')).toBeTruthy();
    expect(screen.queryByText('Email this waitlist now?')).toBeNull();
  });

  it("shows the server's refusal as an error toast", async () => {
    serveApi({
      'GET /api/admin/waitlists/members': () => jsonResponse(pageOf(MEMBERS)),
      'GET /api/admin/waitlists/pieces': () => jsonResponse([gamer]),
      'POST /api/admin/waitlists/1/notify': () =>
        jsonResponse({ message: 'This piece is not available: its waitlist is emailed when it is.' }, 409),
    });
    renderApp(<WaitlistsTab />);
    fireEvent.click(await notifyButton('Gamer Kid'));
    fireEvent.click(within(await askDialog()).getByText('Notify now'));
    expect(
      await screen.findByText('This piece is not available: its waitlist is emailed when it is.'),
    ).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
  });

  it('shows the empty text when nobody is on a waitlist', async () => {
    serveApi({
      'GET /api/admin/waitlists/members': () => jsonResponse(pageOf([])),
      'GET /api/admin/waitlists/pieces': () => jsonResponse([gamer]),
    });
    renderApp(<WaitlistsTab />);
    expect(await screen.findByText('No waitlist members yet')).toBeTruthy();
  });
});
