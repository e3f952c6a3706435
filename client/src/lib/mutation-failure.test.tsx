import { useMutation } from '@tanstack/react-query';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithClient } from '@/test/render-with-client';
import { ApiError, apiJson } from './api-client';
import { type FailureToast, failureDescription, type MutationFailure } from './mutation-failure';

const refused = (status: number, message: string) =>
  new ApiError(status, 'Refused', JSON.stringify({ message }));

const about: FailureToast = { description: 'Failed to save about page', detail: 'reason' };
const popup: FailureToast = {
  title: 'Failed to Save Settings',
  description: 'Failed to save popup settings',
  detail: 'server',
};

describe('the failure toast text', () => {
  it("adds the server's reason to the toast's text when the admin can act on it", () => {
    expect(failureDescription(about, refused(400, 'Title is too long'))).toBe(
      'Failed to save about page. Title is too long',
    );
    expect(failureDescription(about, refused(503, 'The database is unavailable'))).toBe(
      'Failed to save about page. The database is unavailable',
    );
  });

  it("says only the toast's text after a closed sign-in dialog (401) or a crash (500)", () => {
    expect(failureDescription(about, refused(401, 'Unauthorized'))).toBe('Failed to save about page');
    expect(failureDescription(about, refused(500, 'Internal Server Error'))).toBe(
      'Failed to save about page',
    );
    expect(failureDescription(popup, refused(401, 'Unauthorized'))).toBe('Failed to save popup settings');
  });

  it("puts the server's message in place of the text where the toast says so, the text as fallback", () => {
    expect(failureDescription(popup, refused(400, 'Delay must be at most 60 seconds'))).toBe(
      'Delay must be at most 60 seconds',
    );
    expect(failureDescription(popup, new TypeError('Failed to fetch'))).toBe('Failed to save popup settings');
  });

  it('keeps to the text alone where the toast names no more', () => {
    const deleteFailed: FailureToast = {
      title: 'Delete failed',
      description: 'Failed to delete image',
      detail: 'none',
    };
    expect(failureDescription(deleteFailed, refused(404, 'Image not found'))).toBe('Failed to delete image');
  });
});

function SaveButton({ failure }: { failure?: MutationFailure }) {
  const save = useMutation({
    mutationFn: () => apiJson('POST', '/api/admin/about', {}),
    ...(failure ? { meta: { failure } } : {}),
  });
  return (
    <button type="button" onClick={() => save.mutate()}>
      {save.isError ? 'Failed' : 'Save'}
    </button>
  );
}

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status })),
  );
}

describe('a failed admin write', () => {
  it('shows the toast its mutation names, once, and logs the error', async () => {
    answer(400, { message: 'Title is too long' });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithClient(<SaveButton failure={about} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Failed to save about page. Title is too long')).toBeTruthy();
    expect(screen.getAllByText('Error')).toHaveLength(1);
    expect(logged).toHaveBeenCalledWith('Failed to save about page', expect.any(ApiError));
  });

  it('lets the failure choose its toast by the error', async () => {
    answer(422, { message: 'Bad video' });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = (error: Error): FailureToast =>
      error instanceof ApiError && error.status === 422
        ? { title: 'Video upload failed', description: 'Video test failed: Bad video', detail: 'none' }
        : about;
    renderWithClient(<SaveButton failure={failure} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Video test failed: Bad video')).toBeTruthy();
    expect(screen.getByText('Video upload failed')).toBeTruthy();
  });

  it('shows nothing for a mutation that names no failure: it tells its own', async () => {
    answer(409, { message: 'Slug taken' });
    renderWithClient(<SaveButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByRole('button', { name: 'Failed' });
    expect(screen.queryByText('Slug taken')).toBeNull();
    expect(screen.queryByText('Error')).toBeNull();
  });
});
