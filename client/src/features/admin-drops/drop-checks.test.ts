import { describe, expect, it } from 'vitest';
import { makeSculpture } from '@/test/fixtures';
import { dropChecks, releaseNewsletters } from './drop-checks';

const now = new Date('2026-11-27T12:00:00Z');
const ready = makeSculpture({
  releaseAt: '2026-11-28T18:00:00.000Z',
  isLocked: 'true',
  thumbnailImage: '/media/t.jpg',
  galleryImages: ['/media/g.jpg'],
  editionSize100: 50,
  editionSize450: 8,
});

describe('the checks before a drop', () => {
  it('all pass for a piece planned as it should be', () => {
    const checks = dropChecks(ready, { members: 3 } as never, now);
    expect(checks.every((check) => check.ok)).toBe(true);
    expect(checks.find((check) => check.id === 'waitlist')!.text).toBe(
      'Its waitlist (3 members) is emailed at the release.',
    );
  });

  it('name what is wrong: a Coming Soon release, no register for a size, no images, no time', () => {
    const checks = dropChecks(
      { ...ready, statusAtRelease: 'Coming Soon', editionSize450: null, galleryImages: [], releaseAt: null },
      undefined,
      now,
    );
    const failed = Object.fromEntries(
      checks.filter((check) => !check.ok).map((check) => [check.id, check.text]),
    );
    expect(Object.keys(failed)).toEqual(['release', 'images', 'register', 'status', 'waitlist']);
    expect(failed.register).toBe('Set the edition size of the 54 inch.');
    expect(failed.status).toContain('"Coming Soon" at its release');
  });

  it('finds the newsletters that wait for this release', () => {
    const campaigns = [
      { id: 1, state: 'scheduled', release: { sculptureId: ready.id, title: ready.title } },
      { id: 2, state: 'scheduled', release: null },
      { id: 3, state: 'sent', release: { sculptureId: ready.id, title: ready.title } },
    ] as never;
    expect(releaseNewsletters(ready, campaigns).map((campaign) => campaign.id)).toEqual([1]);
  });
});
