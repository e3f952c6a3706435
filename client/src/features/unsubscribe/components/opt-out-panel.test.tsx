import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CONFIRM_COPY,
  RESERVATION_CONFIRM_COPY,
  UNSUBSCRIBE_COPY,
  WAITLIST_LEAVE_COPY,
} from '@/config/copy/link-pages';
import { jsonResponse, renderApp, sentBody, serveApi } from '@/test/render-app';
import { confirmOptIn, newsletterOptOut, reservationConfirm, waitlistOptOut } from '../api';
import { OptOutPanel } from './opt-out-panel';

function UnsubscribePanel({ token }: { token: string | null }) {
  return <OptOutPanel token={token} api={newsletterOptOut} copy={UNSUBSCRIBE_COPY} />;
}

const TOKEN = '12.c2lnbmF0dXJl';
const PREVIEW = `GET /api/unsubscribe?token=${encodeURIComponent(TOKEN)}`;

/** A paragraph by its whole text, which spans the address and the sentence after it. */
const paragraph = (text: string) => (_: string, element: Element | null) =>
  element?.tagName === 'P' && element.textContent === text;

describe('OptOutPanel for the newsletter', () => {
  it('asks for the link from the email when the token is missing, and calls nothing', () => {
    const fetchMock = serveApi({});
    renderApp(<UnsubscribePanel token={null} />);
    expect(screen.getByRole('heading', { name: 'This link is incomplete' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the masked address, confirms by POST and shows the answer', async () => {
    const fetchMock = serveApi({
      [PREVIEW]: () => jsonResponse({ email: 'd***@example.com', subscribed: true }),
      'POST /api/unsubscribe': () =>
        jsonResponse({ message: 'You have been unsubscribed from the newsletter.' }),
    });
    renderApp(<UnsubscribePanel token={TOKEN} />);
    expect(
      await screen.findByText(
        paragraph('d***@example.com will receive no more newsletters from Chrome Nostalgia.'),
      ),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('You have been unsubscribed from the newsletter.')).toBeTruthy();
    expect(sentBody(fetchMock, 1)).toEqual({ token: TOKEN });
    // The outcome takes focus, so a screen reader reads it.
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'You are unsubscribed' }));
  });

  it('says when the address has already left the list', async () => {
    serveApi({ [PREVIEW]: () => jsonResponse({ email: 'd***@example.com', subscribed: false }) });
    renderApp(<UnsubscribePanel token={TOKEN} />);
    expect(await screen.findByRole('heading', { name: 'Already unsubscribed' })).toBeTruthy();
    expect(
      screen.getByText(
        paragraph('d***@example.com is already unsubscribed: no more newsletters will be sent to it.'),
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });

  it("shows the server's words for a link that is not valid", async () => {
    serveApi({ [PREVIEW]: () => jsonResponse({ message: 'This unsubscribe link is not valid.' }, 400) });
    renderApp(<UnsubscribePanel token={TOKEN} />);
    expect(await screen.findByText('This unsubscribe link is not valid.')).toBeTruthy();
  });

  it('does not blame the link when the server fails', async () => {
    serveApi({ [PREVIEW]: () => jsonResponse({ message: 'Internal Server Error' }, 500) });
    renderApp(<UnsubscribePanel token={TOKEN} />);
    expect(await screen.findByRole('heading', { name: 'We could not check this link' })).toBeTruthy();
  });
});

describe('OptOutPanel for a waitlist', () => {
  const LEAVE_PREVIEW = `GET /api/waitlists/leave?token=${encodeURIComponent(TOKEN)}`;

  it('names the piece, leaves by POST, says so once and links back to the piece', async () => {
    const fetchMock = serveApi({
      [LEAVE_PREVIEW]: () =>
        jsonResponse({ member: true, email: 'd***@example.com', title: 'Gamer Kid', slug: 'gamer-kid' }),
      'POST /api/waitlists/leave': () => jsonResponse({ message: 'You have left the waitlist.' }),
    });
    renderApp(<OptOutPanel token={TOKEN} api={waitlistOptOut} copy={WAITLIST_LEAVE_COPY} />);
    expect(
      await screen.findByText(paragraph('d***@example.com will not be emailed about Gamer Kid.')),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Leave the Waitlist' }));
    const done = await screen.findByRole('region', { name: 'You have left the waitlist' });
    expect(sentBody(fetchMock, 1)).toEqual({ token: TOKEN });
    expect(document.activeElement).toBe(done);
    // Said once (the heading), then what it means for the piece, and the way back to it.
    expect(done.textContent?.match(/left the waitlist/gi)).toHaveLength(1);
    expect(screen.getByText("We won't email you about Gamer Kid.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Gamer Kid' }).getAttribute('href')).toBe(
      '/sculptures/gamer-kid',
    );
  });

  it('says it once when the page was rendered after leaving without script', () => {
    serveApi({
      [LEAVE_PREVIEW]: () => jsonResponse({ member: false, email: null, title: null, slug: null }),
    });
    renderApp(
      <OptOutPanel
        token={TOKEN}
        api={waitlistOptOut}
        copy={WAITLIST_LEAVE_COPY}
        outcome={{ kind: 'done', message: 'You have left the waitlist.' }}
      />,
    );
    const done = screen.getByRole('region', { name: 'You have left the waitlist' });
    expect(done.textContent?.match(/left the waitlist/gi)).toHaveLength(1);
  });

  it('says so when the member has already left, without an address to show', async () => {
    serveApi({
      [LEAVE_PREVIEW]: () => jsonResponse({ member: false, email: null, title: null, slug: null }),
    });
    renderApp(<OptOutPanel token={TOKEN} api={waitlistOptOut} copy={WAITLIST_LEAVE_COPY} />);
    expect(await screen.findByRole('heading', { name: 'Already off the waitlist' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Leave the Waitlist' })).toBeNull();
  });
});

describe('OptOutPanel for a double opt-in link', () => {
  const CONFIRM_PREVIEW = `GET /api/confirm?token=${encodeURIComponent(TOKEN)}`;

  it('confirms by POST from a form that posts to the page itself before the script runs', async () => {
    const fetchMock = serveApi({
      [CONFIRM_PREVIEW]: () =>
        jsonResponse({ list: 'newsletter', email: 'd***@example.com', title: null, confirmed: false }),
      'POST /api/confirm': () => jsonResponse({ message: 'Your subscription is confirmed.' }),
    });
    renderApp(<OptOutPanel token={TOKEN} api={confirmOptIn} copy={CONFIRM_COPY} />);
    const button = await screen.findByRole('button', { name: 'Confirm' });
    const form = button.closest('form');
    expect([form?.getAttribute('method'), form?.getAttribute('action')]).toEqual(['post', '/confirm']);
    expect((form?.elements.namedItem('token') as HTMLInputElement | null)?.value).toBe(TOKEN);

    fireEvent.click(button);
    expect(await screen.findByText('Your subscription is confirmed.')).toBeTruthy();
    expect(sentBody(fetchMock, 1)).toEqual({ token: TOKEN });
  });

  it('shows what the server found when it rendered the page: done, or a refused link', () => {
    serveApi({});
    const { unmount } = renderApp(
      <OptOutPanel
        token={TOKEN}
        api={confirmOptIn}
        copy={CONFIRM_COPY}
        outcome={{ kind: 'done', message: 'Your place on the waitlist is confirmed.' }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Thank you' })).toBeTruthy();
    expect(screen.getByText('Your place on the waitlist is confirmed.')).toBeTruthy();
    unmount();

    renderApp(
      <OptOutPanel
        token={TOKEN}
        api={confirmOptIn}
        copy={CONFIRM_COPY}
        outcome={{ kind: 'refused', message: 'This confirmation link is not valid.' }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'This link does not work' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
  });
});

describe('OptOutPanel for a reservation link', () => {
  const CONFIRM_PREVIEW = `GET /api/reservations/confirm?token=${encodeURIComponent(TOKEN)}`;
  const preview = {
    email: 'd***@example.com',
    title: 'Gamer Kid',
    size: '100',
    position: 1,
    state: 'held',
    confirmed: false,
  };

  it('goes on to the order to pay when the confirmed hold has a price', async () => {
    serveApi({
      [CONFIRM_PREVIEW]: () => jsonResponse(preview),
      'POST /api/reservations/confirm': () =>
        jsonResponse({ message: 'Your request is confirmed.', orderPath: '/orders/o7.c2lnbmF0dXJl' }),
    });
    const { router } = renderApp(
      <OptOutPanel token={TOKEN} api={reservationConfirm} copy={RESERVATION_CONFIRM_COPY} />,
      '/reserve/confirm',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm My Request' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/o7.c2lnbmF0dXJl'));
  });

  it('stays to say thank you when no order was opened (a size without a price)', async () => {
    serveApi({
      [CONFIRM_PREVIEW]: () => jsonResponse(preview),
      'POST /api/reservations/confirm': () =>
        jsonResponse({
          message: 'Your request is confirmed. The studio will contact you to complete the sale.',
          orderPath: null,
        }),
    });
    const { router } = renderApp(
      <OptOutPanel token={TOKEN} api={reservationConfirm} copy={RESERVATION_CONFIRM_COPY} />,
      '/reserve/confirm',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm My Request' }));
    expect(await screen.findByRole('heading', { name: 'Thank you' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/reserve/confirm');
  });
});
