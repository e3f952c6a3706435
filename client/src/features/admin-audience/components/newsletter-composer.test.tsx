import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '@/components/ui/use-toast';
import { jsonResponse, renderApp, sentBody, serveApi } from '@/test/render-app';
import { NewsletterComposer } from './newsletter-composer';

const SEND = 'POST /api/admin/newsletters/send';

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement;
const subject = () => field(/^Subject Line/);
const html = () => field(/^HTML Content/);
const text = () => field(/^Plain Text Content/);
const sendButton = () => screen.getAllByRole('button', { name: 'Send Newsletter' })[0]!;
/** The confirmation every send asks for. */
const confirmSend = async () =>
  fireEvent.click(
    within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Send Newsletter' }),
  );
/** The lists the composer reads beside the send; drafts are saved as it goes. */
const BACKGROUND = {
  'GET /api/admin/newsletters/test-address': () => jsonResponse({ email: null }),
  'GET /api/admin/sculptures': () => jsonResponse([]),
  'POST /api/admin/newsletters/drafts': () => jsonResponse({ id: 41 }, 201),
};
const serve = (routes: Parameters<typeof serveApi>[0]) => serveApi({ ...BACKGROUND, ...routes });
const sendCalls = (fetchMock: ReturnType<typeof serveApi>) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => String(url) === '/api/admin/newsletters/send' && init?.method === 'POST',
  );
/** The plain HTML textarea is behind 'Edit HTML'. */
const editHtml = () => fireEvent.click(screen.getByRole('button', { name: 'Edit HTML' }));

function type(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
}

// The editor (ProseMirror) loads on first render: slower than a plain form on a loaded machine.
describe('NewsletterComposer', { timeout: 20_000 }, () => {
  // The toast store outlives a test; closed toasts are not rendered by the next one.
  afterEach(() => dismissToast());

  it('asks for the subject, then both bodies, then subscribers, sending nothing meanwhile', async () => {
    const fetchMock = serve({});
    renderApp(<NewsletterComposer subscriberCount={0} />);
    editHtml();

    fireEvent.click(sendButton());
    expect(await screen.findByText('Subject Required')).toBeTruthy();
    expect(screen.getByText('Please enter a subject for the newsletter')).toBeTruthy();
    expect(document.activeElement).toBe(subject());

    type(subject(), 'The next drop');
    type(html(), '<p>Soon</p>');
    fireEvent.click(sendButton());
    expect(await screen.findByText('Content Required')).toBeTruthy();
    expect(screen.getByText('Please enter both HTML and text content')).toBeTruthy();
    expect(document.activeElement).toBe(text());

    type(text(), 'Soon');
    fireEvent.click(sendButton());
    expect(await screen.findByText('No Subscribers')).toBeTruthy();
    expect(sendCalls(fetchMock)).toEqual([]);
  });

  it('shows the banner without subscribers and the reach with them', () => {
    serve({});
    const { unmount } = renderApp(<NewsletterComposer subscriberCount={0} />);
    expect(screen.getByText('There are no newsletter subscribers to send to')).toBeTruthy();
    expect(screen.queryByText(/Will send to/)).toBeNull();
    unmount();
    renderApp(<NewsletterComposer subscriberCount={3} />);
    expect(screen.getByText('Will send to 3 subscriber(s)')).toBeTruthy();
  });

  it('sends trimmed values, shows the server message and clears the form', async () => {
    const fetchMock = serve({
      [SEND]: () => jsonResponse({ message: 'Newsletter queued for 3 subscribers' }, 202),
    });
    renderApp(<NewsletterComposer subscriberCount={3} />);
    editHtml();
    type(subject(), '  The next drop ');
    type(html(), '\n<p>Soon</p>\n');
    type(text(), ' Soon ');
    fireEvent.click(sendButton());
    expect(await screen.findByText('It goes to 3 subscriber(s) now. This cannot be undone.')).toBeTruthy();
    await confirmSend();

    expect(await screen.findByText('Newsletter Sent Successfully')).toBeTruthy();
    expect(screen.getByText('Newsletter queued for 3 subscribers')).toBeTruthy();
    const index = fetchMock.mock.calls.findIndex(([url]) => String(url) === '/api/admin/newsletters/send');
    expect(sentBody(fetchMock, index)).toEqual({
      subject: 'The next drop',
      htmlContent: '<p>Soon</p>',
      textContent: 'Soon',
      design: null,
    });
    // Cleared, back in the visual composer.
    expect([subject().value, text().value]).toEqual(['', '']);
    expect(screen.getByRole('button', { name: 'Edit HTML' })).toBeTruthy();
  });

  it('says Sending... and refuses a second click while the send is under way', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = serve({ [SEND]: () => new Promise((resolve) => (answer = resolve)) });
    renderApp(<NewsletterComposer subscriberCount={1} />);
    editHtml();
    type(subject(), 'S');
    type(html(), 'H');
    type(text(), 'T');
    fireEvent.click(sendButton());
    await confirmSend();
    const pending = await screen.findAllByRole('button', { name: 'Sending...' });
    for (const button of pending) {
      expect((button as HTMLButtonElement).disabled).toBe(true);
      fireEvent.click(button);
    }
    answer(jsonResponse({ message: 'Newsletter queued for 1 subscriber' }, 202));
    expect(await screen.findByText('Newsletter Sent Successfully')).toBeTruthy();
    expect(sendCalls(fetchMock)).toHaveLength(1);
  });

  it("keeps the draft and shows the server's message when the send fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serve({
      [SEND]: () => jsonResponse({ message: 'There are no newsletter subscribers to send to' }, 400),
    });
    renderApp(<NewsletterComposer subscriberCount={2} />);
    editHtml();
    type(subject(), 'S');
    type(html(), 'H');
    type(text(), 'T');
    fireEvent.click(sendButton());
    await confirmSend();
    expect(await screen.findByText('Failed to Send Newsletter')).toBeTruthy();
    expect(screen.getByText('There are no newsletter subscribers to send to')).toBeTruthy();
    expect(subject().value).toBe('S');
  });

  it('falls back to its own words when the failure has no message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serve({ [SEND]: () => new Response('<html>Bad gateway</html>', { status: 502 }) });
    renderApp(<NewsletterComposer subscriberCount={2} />);
    editHtml();
    type(subject(), 'S');
    type(html(), 'H');
    type(text(), 'T');
    fireEvent.click(sendButton());
    await confirmSend();
    expect(await screen.findByText('Failed to send newsletter')).toBeTruthy();
  });

  it('Use Template fills the editor, the HTML and the text, and previews the HTML in a sandboxed frame only', async () => {
    // The collection as the dashboard reads it: the template tells of the next drop, never the sold-out piece.
    const piece = (title: string, slug: string, status: string) => ({
      id: title.length,
      title,
      slug,
      status,
      tagline: 'Chrome',
      sizes: ['12 inch'],
      finish: 'Mirror chrome',
      edition: 'Limited Edition of 50',
      published: 'true',
      isLocked: 'false',
      editionSize100: 50,
      editionSize450: null,
    });
    serve({
      'GET /api/admin/sculptures': () =>
        jsonResponse([
          piece('Boom Box Kid', 'boom-box-kid', 'Sold Out'),
          piece('VHS Kid', 'vhs-kid', 'Coming Soon'),
        ]),
    });
    renderApp(<NewsletterComposer subscriberCount={1} />);
    fireEvent.click(screen.getByRole('button', { name: 'Use Template' }));

    await waitFor(() => expect(subject().value).toBe('The Next Drop: VHS Kid'));
    expect(text().value).toContain(`${window.location.origin}/sculptures/vhs-kid`);
    expect(text().value).not.toContain('Boom Box Kid');
    const editor = await screen.findByRole('textbox', { name: 'Newsletter content' });
    expect(await within(editor).findByText('The next drop: VHS Kid')).toBeTruthy();
    const frame = (await screen.findByTitle('Preview of the newsletter HTML')) as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toContain('<table role="presentation"');
    // The markup is never parsed into the dashboard itself.
    expect(document.querySelector('table[role="presentation"]')).toBeNull();
    editHtml();
    expect(html().value).toBe(frame.getAttribute('srcdoc'));
  });
});
