import { ADMIN_MESSAGES } from '@contract/admin-messages';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { createQueryClient } from '@/lib/query-client';
import { makeSculpture } from '@/test/fixtures';
import { SculptureForm } from './sculpture-form';

function renderForm(props: Partial<Parameters<typeof SculptureForm>[0]> = {}) {
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SculptureForm title="Sculpture" onClose={onClose} {...props} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { onClose };
}

/** Controls by field name: several labels repeat (the size chart has a Medium per size). */
function field(name: string): HTMLInputElement {
  const control = document.querySelector<HTMLInputElement>(`[name="${name}"]`);
  if (!control) throw new Error(`No control named ${name}`);
  return control;
}
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const saveButton = () => screen.getByRole('button', { name: /^Sav(e|ing\.\.\.)$/ });

function fillRequired() {
  type('title', 'Robot Kid');
  type('slug', 'robot-kid');
  type('tagline', 'Beep boop');
  type('intro', 'A chrome robot.');
  type('sizes', '12 inch, , 54 inch');
  type('seoTitle', 'Robot Kid');
  type('seoDescription', 'A chrome robot from 1985.');
}

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Radix's switch measures itself; jsdom has no ResizeObserver. */
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}

describe('SculptureForm', () => {
  beforeEach(() => {
    vi.stubGlobal('ResizeObserver', ResizeObserverStub);
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {}); // jsdom has no layout to scroll
  });

  it('starts a new sculpture from the defaults, in both sizes, with the measurements it will publish', () => {
    renderForm();
    expect(field('medium').value).toBe('Cast metal with chrome finish');
    expect(field('edition').value).toBe('Limited Edition of 50');
    expect(field('sizes').value).toBe('12 inch, 54 inch');
    // Real values, not grey placeholders: what the detail page lists is what the owner sees.
    expect([field('height100').value, field('width100').value, field('weight100').value]).toEqual([
      '2.75"',
      '1.25"',
      '0.7 oz',
    ]);
    expect(field('height450').value).toBe('12.4"');
    expect(field('medium100').value).toBe('');
    expect(field('finish').value).toBe('Mirror chrome');
    expect(field('certificate').value).toBe('Signed and numbered certificate of authenticity');
    expect(field('status').value).toBe('Available');
    expect(field('placeholderType').value).toBe('photo');
    expect(field('imageCount').value).toBe('4');
    expect(screen.getByRole('switch', { name: 'Greyscale images' })).toHaveProperty('ariaChecked', 'false');
    expect(screen.getByRole('switch', { name: 'Shown on the public site' })).toHaveProperty(
      'ariaChecked',
      'true',
    );
  });

  it('sends a piece hidden from the public when its switch is off', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValue(answer(201, makeSculpture()));
    vi.stubGlobal('fetch', fetch);
    const { onClose } = renderForm();
    fillRequired();
    fireEvent.click(screen.getByRole('switch', { name: 'Shown on the public site' }));
    fireEvent.click(saveButton());
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toMatchObject({ published: 'false' });
  });

  it('counts the characters of a field near its limit, as the site settings do', () => {
    renderForm();
    expect(screen.queryByText(/characters/)).toBeNull();
    type('tagline', 'x'.repeat(170));
    expect(screen.getByText('170 / 200 characters')).toBeTruthy();
    type('tagline', 'x'.repeat(201));
    expect(screen.getByText('201 / 200 characters (over the limit)')).toBeTruthy();
  });

  it('counts the sizes line as the list it becomes: how many sizes, and the longest', () => {
    renderForm();
    const sizes = (count: number) => Array.from({ length: count }, (_, i) => `${i + 1} inch`).join(', ');
    type('sizes', sizes(15));
    expect(screen.queryByText(/sizes$/)).toBeNull();
    type('sizes', sizes(16));
    expect(screen.getByText('16 / 20 sizes')).toBeTruthy();
    type('sizes', `${sizes(21)}, , `);
    expect(screen.getByText('21 / 20 sizes (over the limit)')).toBeTruthy();
    type('sizes', `12 inch, ${'x'.repeat(170)}`);
    expect(screen.queryByText(/sizes$/)).toBeNull();
    expect(screen.getByText('Longest size: 170 / 200 characters')).toBeTruthy();
  });

  it('follows the title with the slug of a new sculpture', () => {
    renderForm();
    type('title', 'Boom Box Kid');
    expect(field('slug').value).toBe('boom-box-kid');
  });

  it('drops the slug error of a refused save once the title fills the slug', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof globalThis.fetch>());
    renderForm();
    fireEvent.click(saveButton());
    expect(await screen.findByText(ADMIN_MESSAGES.sculpture.slug)).toBeTruthy();
    type('title', 'Boom Box Kid');
    await waitFor(() => expect(screen.queryByText(ADMIN_MESSAGES.sculpture.slug)).toBeNull());
    expect(field('slug').value).toBe('boom-box-kid');
    expect(field('slug').getAttribute('aria-invalid')).not.toBe('true');
  });

  it("shows an existing piece's blank measurements as the standard values its page publishes", () => {
    renderForm({ sculpture: makeSculpture({ id: 3, height100: '3"', height450: null, weight450: '' }) });
    expect(field('height100').value).toBe('3"');
    expect(field('height450').value).toBe('12.4"');
    expect(field('weight450').value).toBe('16.3 oz');
  });

  it('shows the validation messages at the fields and sends nothing', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    vi.stubGlobal('fetch', fetch);
    renderForm();
    type('sizes', '');
    fireEvent.click(saveButton());
    for (const message of [
      ADMIN_MESSAGES.sculpture.slug,
      ADMIN_MESSAGES.sculpture.title,
      ADMIN_MESSAGES.sculpture.tagline,
      ADMIN_MESSAGES.sculpture.intro,
      ADMIN_MESSAGES.sculpture.sizes,
      ADMIN_MESSAGES.sculpture.seoTitle,
      ADMIN_MESSAGES.sculpture.seoDescription,
    ])
      expect(await screen.findByText(message)).toBeTruthy();
    expect(field('title').getAttribute('aria-invalid')).toBe('true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('posts the payload: sizes as a list, imageCount falling back to 4', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValue(answer(201, makeSculpture({ title: 'Robot Kid' })));
    vi.stubGlobal('fetch', fetch);
    const { onClose } = renderForm();
    fillRequired();
    type('imageCount', '');
    type('height100', '3"');
    fireEvent.click(saveButton());

    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/admin/sculptures');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      slug: 'robot-kid',
      sizes: ['12 inch', '54 inch'],
      imageCount: 4,
      isGreyscale: 'false',
      published: 'true',
      status: 'Available',
      height100: '3"',
      height450: '12.4"',
      medium100: null,
    });
    expect(await screen.findByText('Sculpture created')).toBeTruthy();
  });

  it('takes each price as the owner writes it in the shop currency, and sends minor units', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValue(answer(200, makeSculpture({ title: 'Hero Kid' })));
    vi.stubGlobal('fetch', fetch);
    const sculpture = makeSculpture({ id: 3, price100: 480_000, price450: null });
    const { onClose } = renderForm({ sculpture, shop: { currency: 'EUR', pricesIncludeTax: true } });
    expect(field('price100').value).toBe('4,800.00');
    expect(field('price450').value).toBe('');
    expect(screen.getByText('Collectors see “Price on request”')).toBeTruthy();
    // A decimal comma would be read as a hundred times the price: refused at the field, nothing sent.
    type('price450', '12000,50');
    fireEvent.blur(field('price450'));
    fireEvent.click(saveButton());
    expect(
      await screen.findByText(/^Write the price in EUR with a point before at most 2 decimals/),
    ).toBeTruthy();
    expect(field('price450').getAttribute('aria-invalid')).toBe('true');
    expect(fetch).not.toHaveBeenCalled();
    // Written as a person writes it, shown back as it will be read.
    type('price450', '12000.5');
    fireEvent.blur(field('price450'));
    expect(field('price450').value).toBe('12,000.50');
    expect(await screen.findByText('Collectors see €12,000.50')).toBeTruthy();
    type('price100', '');
    fireEvent.click(saveButton());
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toMatchObject({
      price100: null,
      price450: 1_200_050,
    });
  });

  it('leaves the prices alone when the shop currency could not be read', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValue(answer(200, makeSculpture()));
    vi.stubGlobal('fetch', fetch);
    const { onClose } = renderForm({ sculpture: makeSculpture({ id: 3, price100: 480_000 }), shop: null });
    expect(screen.getByText(/The sales settings could not be read/)).toBeTruthy();
    fireEvent.click(saveButton());
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).not.toHaveProperty('price100');
  });

  it('keeps every field as typed when the save fails, and says why', async () => {
    const message = 'A sculpture with the slug "robot-kid" already exists';
    let reply: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof globalThis.fetch>(() => new Promise((resolve) => (reply = resolve))),
    );
    const { onClose } = renderForm();
    fillRequired();
    type('medium', 'Cast bronze');
    fireEvent.click(screen.getByRole('switch', { name: 'Greyscale images' }));
    fireEvent.click(saveButton());

    await waitFor(() => expect(saveButton().textContent).toContain('Saving...'));
    expect(saveButton()).toHaveProperty('disabled', true);
    reply(answer(409, { message }));

    const toast = await screen.findByText('Error');
    // The toast's text, then the server's reason; the reason again at the slug field.
    expect(
      within(toast.closest('li') ?? document.body).getByText(`Failed to save sculpture. ${message}`),
    ).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
    expect(field('title').value).toBe('Robot Kid');
    expect(field('slug').value).toBe('robot-kid');
    expect(field('sizes').value).toBe('12 inch, , 54 inch');
    expect(field('medium').value).toBe('Cast bronze');
    expect(screen.getByRole('switch', { name: 'Greyscale images' })).toHaveProperty('ariaChecked', 'true');
    expect(saveButton()).toHaveProperty('disabled', false);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('falls back to a generic message when the server gives none', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof globalThis.fetch>().mockResolvedValue(new Response('', { status: 500 })),
    );
    renderForm();
    fillRequired();
    fireEvent.click(saveButton());
    expect(await screen.findByText('Failed to save sculpture')).toBeTruthy();
  });

  it('puts an existing sculpture, keeping an unusual status and its sizes line', async () => {
    const sculpture = makeSculpture({ id: 7, status: 'Reserved', sizes: ['12 inch', '54 inch'] });
    const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValue(answer(200, sculpture));
    vi.stubGlobal('fetch', fetch);
    const { onClose } = renderForm({ sculpture });
    expect(field('sizes').value).toBe('12 inch, 54 inch');
    expect(field('status').value).toBe('Reserved');
    fireEvent.click(saveButton());

    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/admin/sculptures/7');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      status: 'Reserved',
      sizes: ['12 inch', '54 inch'],
    });
    expect(await screen.findByText('Sculpture updated')).toBeTruthy();
  });

  it('asks before discarding changes on cancel, and not when nothing changed', async () => {
    const { onClose } = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();

    type('title', 'Half typed');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(field('title').value).toBe('Half typed');
  });
});
