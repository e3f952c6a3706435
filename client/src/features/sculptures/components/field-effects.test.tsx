import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUnlockedSculpture } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { DetailsPanel } from './detail/details-panel';
import { SizeTable } from './detail/size-table';
import { SculptureCard } from './sculpture-card';

// What the admin sets shows publicly (docs/decisions/0021-every-sculpture-field-has-its-effect.md).

const unlocked = makeUnlockedSculpture;

describe('the placeholder', () => {
  it('stands in for a missing thumbnail with the piece’s own photo', () => {
    const piece = unlocked({ title: 'Tape Kid', thumbnailImage: null, placeholderMedia: '/media/p.jpg' });
    renderApp(<SculptureCard sculpture={piece} sizes="300px" headingLevel="h2" />);
    expect(screen.getByRole('img', { name: 'Tape Kid' }).getAttribute('src')).toBe('/media/p.jpg');
  });

  it('stands in for a thumbnail that fails to load, as a video for the video type', () => {
    const piece = unlocked({
      title: 'Tape Kid',
      thumbnailImage: '/media/broken.jpg',
      placeholderType: 'video',
      placeholderMedia: '/media/p.mp4',
    });
    const { container } = renderApp(<SculptureCard sculpture={piece} sizes="300px" headingLevel="h2" />);
    fireEvent.error(screen.getByRole('img', { name: 'Tape Kid' }));
    const video = container.querySelector('video');
    expect(video?.getAttribute('src')).toBe('/media/p.mp4');
    expect(video?.getAttribute('aria-label')).toBe('Tape Kid');
  });

  it('falls back to the generic frame when the piece has none', () => {
    const piece = unlocked({ title: 'Tape Kid', thumbnailImage: null, placeholderMedia: null });
    const { container } = renderApp(<SculptureCard sculpture={piece} sizes="300px" headingLevel="h2" />);
    expect(screen.getByRole('img', { name: 'Tape Kid' }).tagName).toBe('DIV');
    expect(container.querySelector('video')).toBeNull();
  });
});

describe('the size toggle', () => {
  const toggle = () => screen.queryByRole('navigation', { name: /size/i });

  it('offers both sizes a piece lists', () => {
    renderApp(<DetailsPanel sculpture={makeUnlockedSculpture({ sizes: ['12 inch', '54 inch'] })} />);
    expect(
      within(toggle()!)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['12 inch', '54 inch']);
  });

  it('names the one size a piece lists, whatever the address asks', () => {
    const piece = makeUnlockedSculpture({ sizes: ['54 inch'], height450: '54"', height100: '12"' });
    renderApp(<DetailsPanel sculpture={piece} />, '/sculptures/x?size=12');
    expect(toggle()).toBeNull();
    expect(screen.getByText('54 inch')).toBeTruthy();
    expect(screen.getByText(/^54" H/)).toBeTruthy();
  });

  it('lists only the offered sizes in the size table', () => {
    renderApp(<SizeTable sculpture={makeUnlockedSculpture({ sizes: ['12 inch'] })} />);
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toHaveLength(2);
    expect(headers[1]).toContain('12 inch');
  });
});
