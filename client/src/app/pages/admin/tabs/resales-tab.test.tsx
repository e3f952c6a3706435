import type { StudioTransfer } from '@contract/account';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderApp, sentBody, serveApi } from '@/test/render-app';
import { ResalesTab } from './resales-tab';

const resale = (values: Partial<StudioTransfer> & Pick<StudioTransfer, 'id' | 'state'>): StudioTransfer => ({
  code: `VTR-${values.id}AAA-BBBB`,
  title: 'Gamer Kid',
  sculptureId: 1,
  size: '100',
  number: values.id,
  total: 5,
  sellerName: 'Sam Seller',
  sellerEmail: 'sam@example.com',
  buyerName: null,
  buyerEmail: 'noor@example.com',
  newCode: null,
  verifyPath: `/verify/VTR-${values.id}AAA-BBBB`,
  newVerifyPath: null,
  createdAt: '2026-12-01T10:00:00.000Z',
  expiresAt: '2026-12-15T10:00:00.000Z',
  endedAt: null,
  blockReason: null,
  price: null,
  currency: null,
  agreedOn: null,
  ...values,
});

// As the server orders them: the one waiting for its buyer first, then the rest, newest first.
const WAITING = resale({ id: 3, state: 'open', price: 520_000, currency: 'EUR', agreedOn: '2026-11-30' });
const ACCEPTED = resale({
  id: 2,
  state: 'accepted',
  buyerName: 'Noor Haddad',
  newCode: 'VTR-NEW2-CODE',
  newVerifyPath: '/verify/VTR-NEW2-CODE',
  endedAt: '2026-12-02T09:00:00.000Z',
});
const BLOCKED = resale({
  id: 1,
  state: 'blocked',
  sellerName: null,
  sellerEmail: null,
  endedAt: '2026-11-29T09:00:00.000Z',
  blockReason: 'Reported stolen.',
});
const LIST = '/api/admin/certificate-transfers';

const card = (number: number) =>
  screen.getByLabelText(`Gamer Kid, 12 inch, No. ${number} of 5`, { selector: 'article' });
const askDialog = async () =>
  (await screen.findByText('Block this resale?')).closest('[role="alertdialog"]') as HTMLElement;

describe('ResalesTab', () => {
  it('lists every resale with its piece, both people and where it stands, and filters by state', async () => {
    serveApi({ [`GET ${LIST}`]: () => jsonResponse([WAITING, ACCEPTED, BLOCKED]) });
    const { router } = renderApp(<ResalesTab />, '/admin?tab=resales');
    await screen.findByText('Gamer Kid, 12 inch, No. 3 of 5', {}, { timeout: 5000 });
    expect([...document.querySelectorAll('article h3')].map((title) => title.textContent)).toEqual([
      'Gamer Kid, 12 inch, No. 3 of 5',
      'Gamer Kid, 12 inch, No. 2 of 5',
      'Gamer Kid, 12 inch, No. 1 of 5',
    ]);
    const waiting = card(3);
    expect(within(waiting).getByText('Waiting for the buyer')).toBeTruthy();
    expect(within(waiting).getByText('Sam Seller')).toBeTruthy();
    expect(within(waiting).getByText('noor@example.com')).toBeTruthy();
    expect(within(waiting).getByText(/^Waits until/)).toBeTruthy();
    // The price the seller chose to note, said to be theirs and the studio's only.
    expect(waiting.textContent).toContain('€5,200.00');
    expect(within(waiting).getByText('Private: only the seller and the studio see it.')).toBeTruthy();
    const accepted = card(2);
    expect(within(accepted).getByText('Noor Haddad')).toBeTruthy();
    expect(within(accepted).getByText('VTR-NEW2-CODE').getAttribute('href')).toBe('/verify/VTR-NEW2-CODE');
    expect(within(accepted).queryByText('Block resale')).toBeNull();
    const blocked = card(1);
    expect(within(blocked).getByText('Collector erased')).toBeTruthy();
    expect(blocked.textContent).toContain('Reported stolen.');

    const filter = screen.getByLabelText('Show') as HTMLSelectElement;
    expect([...filter.options].map((option) => option.text)).toEqual([
      'All (3)',
      'Waiting for the buyer (1)',
      'Accepted (1)',
      'Cancelled by the seller (0)',
      'Lapsed (0)',
      'Blocked (1)',
    ]);
    fireEvent.change(filter, { target: { value: 'blocked' } });
    expect(router.state.location.search).toContain('state=blocked');
    expect(document.querySelectorAll('article')).toHaveLength(1);
    expect(card(1)).toBeTruthy();
    fireEvent.change(filter, { target: { value: 'cancelled' } });
    expect(await screen.findByText('No resale in this state')).toBeTruthy();
  });

  it('blocks an open resale with the reason typed, after asking, and shows the list as it is then', async () => {
    let blocked = false;
    let answer: (response: Response) => void = () => {};
    const fetchMock = serveApi({
      [`GET ${LIST}`]: () =>
        jsonResponse(
          blocked
            ? [{ ...WAITING, state: 'blocked', blockReason: 'Disputed ownership.' }, ACCEPTED]
            : [WAITING, ACCEPTED],
        ),
      [`POST ${LIST}/3/block`]: () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    renderApp(<ResalesTab />);
    fireEvent.click(
      within(
        await screen.findByLabelText(/No\. 3 of 5/, { selector: 'article' }, { timeout: 5000 }),
      ).getByText('Block resale'),
    );
    const reason = screen.getByLabelText(/Reason, told to both collectors/);
    fireEvent.change(reason, { target: { value: 'Disputed ownership.' } });
    fireEvent.click(within(card(3)).getByText('Block resale', { selector: 'button[type="submit"]' }));
    const dialog = await askDialog();
    expect(dialog.textContent).toContain('Gamer Kid, 12 inch, No. 3 of 5 stays with its seller');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    fireEvent.click(within(dialog).getByText('Block resale'));
    // While it goes: the pending words, and no second click.
    const pending = await within(dialog).findByText('Blocking...');
    expect((pending.closest('button') as HTMLButtonElement).disabled).toBe(true);
    expect(sentBody(fetchMock, 1)).toEqual({ reason: 'Disputed ownership.' });
    blocked = true;
    answer(jsonResponse({ message: 'Resale blocked. Both collectors have been told why.' }));
    expect(await screen.findByText('Both collectors have been emailed your reason.')).toBeTruthy();
    expect(screen.getByText('Resale blocked', { selector: 'div' })).toBeTruthy();
    expect(await within(card(3)).findByText('Blocked', { selector: 'span' })).toBeTruthy();
    expect(card(3).textContent).toContain('Disputed ownership.');
    expect(within(card(3)).queryByText('Block resale')).toBeNull();
  });

  it('keeps the reason typed when the block fails, and says why', async () => {
    serveApi({
      [`GET ${LIST}`]: () => jsonResponse([WAITING]),
      [`POST ${LIST}/3/block`]: () => jsonResponse({ message: 'This resale is no longer open.' }, 409),
    });
    renderApp(<ResalesTab />);
    fireEvent.click(await screen.findByText('Block resale', {}, { timeout: 5000 }));
    fireEvent.change(screen.getByLabelText(/Reason, told to both collectors/), {
      target: { value: 'Disputed ownership.' },
    });
    fireEvent.click(screen.getByText('Block resale', { selector: 'button[type="submit"]' }));
    fireEvent.click(within(await askDialog()).getByText('Block resale'));
    expect(await screen.findByText('This resale is no longer open.')).toBeTruthy();
    expect(screen.getByText('Resale not blocked')).toBeTruthy();
    expect((screen.getByLabelText(/Reason, told to both collectors/) as HTMLTextAreaElement).value).toBe(
      'Disputed ownership.',
    );
  });

  it('shows a Manager every resale but no block, which is the owner’s', async () => {
    serveApi({ [`GET ${LIST}`]: () => jsonResponse([WAITING]) });
    renderApp(<ResalesTab />, '/', { role: 'manager' });
    expect(await screen.findByText('Only the owner can block a resale.', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText('Block resale')).toBeNull();
  });

  it('says what appears here before any resale', async () => {
    serveApi({ [`GET ${LIST}`]: () => jsonResponse([]) });
    renderApp(<ResalesTab />);
    expect(await screen.findByText('No resales yet', {}, { timeout: 5000 })).toBeTruthy();
  });
});
