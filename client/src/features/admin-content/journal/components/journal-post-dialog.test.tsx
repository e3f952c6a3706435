import type { JournalPost } from '@contract/journal';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fetchCall, renderWithClient, stubFetchAnswer } from '@/test/render-with-client';
import { JournalPostDialog } from './journal-post-dialog';

const post: JournalPost = {
  id: 9,
  slug: 'first-cast',
  title: 'First cast',
  excerpt: 'How it began.',
  body: 'One.\n\nTwo.',
  date: '2025-03-04',
  published: 'false',
  createdAt: '2025-03-04T00:00:00.000Z',
  updatedAt: '2025-03-04T00:00:00.000Z',
};

function fill(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('JournalPostDialog', () => {
  it('creates a published post dated today, its slug suggested from the title', async () => {
    const fetchMock = stubFetchAnswer(201, post);
    const onOpenChange = vi.fn();
    renderWithClient(<JournalPostDialog post={null} open onOpenChange={onOpenChange} />);
    expect(screen.getByRole('dialog', { name: 'New Journal Post' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Published' })).toHaveProperty('ariaChecked', 'true');
    expect(screen.getByLabelText(/Excerpt/)).toHaveProperty('rows', 3);
    expect(screen.getByLabelText(/Body/)).toHaveProperty('rows', 8);

    fill(/Title/, 'Behind the Chrome');
    expect(screen.getByLabelText(/Slug/)).toHaveProperty('value', 'behind-the-chrome');
    fill(/Excerpt/, 'A look.');
    fill(/Body/, 'Text.');
    fireEvent.click(screen.getByRole('button', { name: 'Create Post' }));

    expect(await screen.findByText('Journal post created successfully')).toBeTruthy();
    const call = fetchCall(fetchMock);
    expect(call).toMatchObject({ method: 'POST', url: '/api/admin/journal' });
    expect(call.body).toMatchObject({ slug: 'behind-the-chrome', published: 'true' });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('refuses a bad slug with the validation message', async () => {
    const fetchMock = stubFetchAnswer(200, post);
    renderWithClient(<JournalPostDialog post={post} open onOpenChange={() => {}} />);
    fill(/Slug/, 'First Cast');
    fireEvent.click(screen.getByRole('button', { name: 'Update Post' }));
    expect(
      await screen.findByText('Slug must contain only lowercase letters, numbers, and hyphens'),
    ).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("stays open with the server's reason when the slug is taken", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetchAnswer(409, { message: 'A journal post with the slug "first-cast" already exists' });
    const onOpenChange = vi.fn();
    renderWithClient(<JournalPostDialog post={post} open onOpenChange={onOpenChange} />);
    fireEvent.click(screen.getByRole('switch', { name: 'Published' }));
    fireEvent.click(screen.getByRole('button', { name: 'Update Post' }));
    expect(
      await screen.findByText(
        'Failed to save journal post. A journal post with the slug "first-cast" already exists',
      ),
    ).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Update Post' })).toHaveProperty('disabled', false),
    );
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole('switch', { name: 'Published' })).toHaveProperty('ariaChecked', 'true');
  });
});
