import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fetchCall, renderWithClient, stubFetchAnswer } from '@/test/render-with-client';
import { UNSOLVED_COPY, UnsolvedRequests } from './unsolved-requests';

describe('UnsolvedRequests', () => {
  it('shows each size’s requests sent without the page’s check, read for the piece', async () => {
    const fetchMock = stubFetchAnswer(200, { '100': 7, '450': 0 });
    renderWithClient(<UnsolvedRequests sculptureId={42} />);
    expect(await screen.findByText('7 requests')).toBeTruthy();
    expect(screen.getByText('12 inch')).toBeTruthy();
    expect(screen.getByText('none')).toBeTruthy();
    expect(fetchCall(fetchMock).url).toBe('/api/admin/drops/42/unsolved');
  });

  it('says so when the count cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetchAnswer(500, { message: 'Internal Server Error' });
    renderWithClient(<UnsolvedRequests sculptureId={42} />);
    expect(await screen.findByText(UNSOLVED_COPY.failed, {}, { timeout: 5_000 })).toBeTruthy();
  });
});
