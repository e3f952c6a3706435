import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '@/components/ui/use-toast';
import { jsonResponse, renderApp, sentBody, serveApi } from '@/test/render-app';
import { NewsletterComposer } from './newsletter-composer';

const SEND = 'POST /api/admin/newsletters/send';

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement;
const subject = () => field(/^Subject Line/);
const html = () => field(/^HTML Content/);
const text = () => field(/^Plain Text Content/);
const sendButton = () => screen.getByRole('button', { name: 'Send Newsletter' });

function type(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
}

describe('NewsletterComposer', () => {
  // The toast store outlives a test; closed toasts are not rendered by the next one.
  afterEach(() => dismissToast());

  it('asks for the subject, then both bodies, then subscribers, sending nothing meanwhile', async () => {
    const fetchMock = serveApi({});
    renderApp(<NewsletterComposer subscriberCount={0} />);

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
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the banner without subscribers and the reach with them', () => {
    serveApi({});
    const { unmount } = renderApp(<NewsletterComposer subscriberCount={0} />);
    expect(screen.getByText('There are no newsletter subscribers to send to')).toBeTruthy();
    expect(screen.queryByText(/Will send to/)).toBeNull();
    unmount();
    renderApp(<NewsletterComposer subscriberCount={3} />);
    expect(screen.getByText('Will send to 3 subscriber(s)')).toBeTruthy();
  });

  it('sends trimmed values, shows the server message and clears the form', async () => {
    const fetchMock = serveApi({
      [SEND]: () => jsonResponse({ message: 'Newsletter queued for 3 subscribers' }, 202),
    });
    renderApp(<NewsletterComposer subscriberCount={3} />);
    type(subject(), '  The next drop ');
    type(html(), '\n<p>Soon</p>\n');
    type(text(), ' Soon ');
    fireEvent.click(sendButton());

    expect(await screen.findByText('Newsletter Sent Successfully')).toBeTruthy();
    expect(screen.getByText('Newsletter queued for 3 subscribers')).toBeTruthy();
    expect(sentBody(fetchMock, 0)).toEqual({
      subject: 'The next drop',
      htmlContent: '<p>Soon</p>',
      textContent: 'Soon',
    });
    expect([subject().value, html().value, text().value]).toEqual(['', '', '']);
  });

  it('says Sending... and refuses a second click while the send is under way', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = serveApi({ [SEND]: () => new Promise((resolve) => (answer = resolve)) });
    renderApp(<NewsletterComposer subscriberCount={1} />);
    type(subject(), 'S');
    type(html(), 'H');
    type(text(), 'T');
    fireEvent.click(sendButton());
    const pending = await screen.findByRole('button', { name: 'Sending...' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(pending);
    answer(jsonResponse({ message: 'Newsletter queued for 1 subscriber' }, 202));
    expect(await screen.findByText('Newsletter Sent Successfully')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("keeps the draft and shows the server's message when the send fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serveApi({
      [SEND]: () => jsonResponse({ message: 'There are no newsletter subscribers to send to' }, 400),
    });
    renderApp(<NewsletterComposer subscriberCount={2} />);
    type(subject(), 'S');
    type(html(), 'H');
    type(text(), 'T');
    fireEvent.click(sendButton());
    expect(await screen.findByText('Failed to Send Newsletter')).toBeTruthy();
    expect(screen.getByText('There are no newsletter subscribers to send to')).toBeTruthy();
    expect(subject().value).toBe('S');
  });

  it('falls back to its own words when the failure has no message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serveApi({ [SEND]: () => new Response('<html>Bad gateway</html>', { status: 502 }) });
    renderApp(<NewsletterComposer subscriberCount={2} />);
    type(subject(), 'S');
    type(html(), 'H');
    type(text(), 'T');
    fireEvent.click(sendButton());
    expect(await screen.findByText('Failed to send newsletter')).toBeTruthy();
  });

  it('Use Template fills all three fields and previews the HTML in a sandboxed frame only', async () => {
    serveApi({});
    renderApp(<NewsletterComposer subscriberCount={1} />);
    fireEvent.click(screen.getByRole('button', { name: 'Use Template' }));

    expect(subject().value).toBe('The Next Drop: Boom Box Kid');
    expect(html().value).toContain('<table role="presentation"');
    expect(text().value).toContain(`${window.location.origin}/collection`);
    const frame = (await screen.findByTitle('Preview of the newsletter HTML')) as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe(html().value);
    // The markup is never parsed into the dashboard itself.
    expect(document.querySelector('table[role="presentation"]')).toBeNull();
  });
});
