import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderApp, serveApi } from '@/test/render-app';
import { stubResizeObserver } from '@/test/resize-observer';
import { CollectorPrivacyActions } from './collector-privacy-actions';
import { RetentionCard } from './retention-card';

const DANA = { id: 7, name: 'Dana Reyes', email: 'dana@example.com' };

const dialog = async (title: string) =>
  (await screen.findByText(title)).closest('[role="alertdialog"]') as HTMLElement;

describe('CollectorPrivacyActions', () => {
  it('asks before erasing, says what stays, then erases and leaves the page', async () => {
    const fetchMock = serveApi({
      'GET /api/admin/collectors/7': () => jsonResponse(DANA),
      'DELETE /api/admin/collectors/7': () =>
        jsonResponse({ message: 'Collector erased. Their sales stay in the register without their name.' }),
    });
    const onErased = vi.fn();
    renderApp(<CollectorPrivacyActions id={7} onErased={onErased} />);
    fireEvent.click(screen.getByText('Erase'));
    const asked = await dialog('Erase this collector?');
    await waitFor(() => expect(asked.textContent).toContain('Everything held about Dana Reyes'));
    expect(asked.textContent).toContain('“Collector erased”');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    fireEvent.click(within(asked).getByText('Erase collector'));
    expect(await screen.findByText('Collector Erased')).toBeTruthy();
    expect(onErased).toHaveBeenCalledOnce();
  });

  it("keeps the page and shows the server's reason when the erase is refused", async () => {
    serveApi({
      'GET /api/admin/collectors/7': () => jsonResponse(DANA),
      'DELETE /api/admin/collectors/7': () =>
        jsonResponse(
          { message: 'Release or settle first: Hero Kid (12 inch), a reservation waiting in line.' },
          409,
        ),
    });
    const onErased = vi.fn();
    renderApp(<CollectorPrivacyActions id={7} onErased={onErased} />);
    fireEvent.click(screen.getByText('Erase'));
    fireEvent.click(within(await dialog('Erase this collector?')).getByText('Erase collector'));
    expect(await screen.findByText(/Release or settle first/)).toBeTruthy();
    expect(onErased).not.toHaveBeenCalled();
  });

  it('asks before exporting, then downloads the JSON and the readable page', async () => {
    const fetchMock = serveApi({
      'GET /api/admin/collectors/7': () => jsonResponse(DANA),
      'GET /api/admin/collectors/7/export': () => jsonResponse({ collector: {} }),
      'GET /api/admin/collectors/7/export?format=html': () =>
        new Response('<!doctype html>', { status: 200 }),
    });
    URL.createObjectURL = vi.fn(() => 'blob:export');
    URL.revokeObjectURL = vi.fn();
    renderApp(<CollectorPrivacyActions id={7} onErased={vi.fn()} />);
    fireEvent.click(screen.getByText('Export'));
    fireEvent.click(within(await dialog('Export everything held about this person?')).getByText('Download'));
    expect(await screen.findByText('Data Exported')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('export'))).toEqual([
      '/api/admin/collectors/7/export',
      '/api/admin/collectors/7/export?format=html',
    ]);
  });
});

describe('RetentionCard', () => {
  it('is off until turned on, then saves the months given', async () => {
    stubResizeObserver();
    const fetchMock = serveApi({
      'GET /api/admin/retention-settings': () => jsonResponse({ months: null }),
      'PUT /api/admin/retention-settings': (init) => jsonResponse(JSON.parse(String(init?.body))),
    });
    renderApp(<RetentionCard />);
    expect(await screen.findByText('Off: everything is kept until you delete it.')).toBeTruthy();
    fireEvent.click(screen.getByRole('switch'));
    fireEvent.change(screen.getByLabelText('After (months)'), { target: { value: '18' } });
    fireEvent.click(screen.getByText('Save'));
    expect(await screen.findByText('Data Retention Saved')).toBeTruthy();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ months: 18 });
  });
});
