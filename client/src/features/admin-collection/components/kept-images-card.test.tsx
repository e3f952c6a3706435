import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderApp, serveApi } from '@/test/render-app';
import { KeptImagesCard } from './kept-images-card';

describe('KeptImagesCard', () => {
  it('says in the owner’s words which newsletters keep an image, by their subjects', async () => {
    serveApi({
      'GET /api/admin/media/kept': () =>
        jsonResponse([
          {
            url: '/media/sculptures/9/hero.jpg',
            width: 1200,
            height: 1600,
            newsletters: [
              { subject: 'The winter drop', state: 'sent', at: '2026-11-03T10:00:00.000Z' },
              { subject: 'Last call', state: 'scheduled', at: '2026-12-01T10:00:00.000Z' },
            ],
          },
        ]),
    });
    renderApp(<KeptImagesCard />);
    const item = await screen.findByRole('listitem');
    expect(item.textContent).toBe(
      'Kept because “The winter drop” (sent Nov 3, 2026) and “Last call” (scheduled for Dec 1, 2026) show it.',
    );
    expect(screen.getByRole('region', { name: 'Images kept for newsletters' })).toBeTruthy();
  });

  it('shows nothing while no image is kept', async () => {
    let asked = false;
    serveApi({
      'GET /api/admin/media/kept': () => {
        asked = true;
        return jsonResponse([]);
      },
    });
    const { container } = renderApp(<KeptImagesCard />);
    await expect.poll(() => asked).toBe(true);
    expect(container.textContent).toBe('');
  });
});
