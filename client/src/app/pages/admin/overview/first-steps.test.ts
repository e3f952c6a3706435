import { describe, expect, it } from 'vitest';
import { firstSteps } from './first-steps';

const none = { value: null };
const fresh = {
  sculptureCount: 0,
  about: null,
  heroMediaType: none,
  heroImage: none,
  heroVideo: none,
};
const about = {
  id: 1,
  title: 'Studio',
  paragraphs: ['We cast.'],
  timelineItems: [],
  ctaLabel: null,
  ctaHref: null,
};

describe('first steps of a fresh site', () => {
  it('lists the collection, the hero photo and About, none done', () => {
    expect(firstSteps(fresh).map(({ label, done }) => [label, done])).toEqual([
      ['Add your first sculpture', false],
      ['Upload the homepage hero photo', false],
      ['Write the About page', false],
    ]);
  });

  it('asks for the hero of the media type the home page is set to show', () => {
    const video = firstSteps({
      ...fresh,
      heroMediaType: { value: 'video' },
      heroImage: { value: '/media/a.jpg' },
    });
    expect(video[1]).toMatchObject({ label: 'Upload the homepage hero video', done: false });
    const photo = firstSteps({ ...fresh, heroImage: { value: '/media/a.jpg' } });
    expect(photo[1]).toMatchObject({ label: 'Upload the homepage hero photo', done: true });
  });

  it('ticks off each step once it has content', () => {
    const steps = firstSteps({ ...fresh, sculptureCount: 1, about });
    expect(steps.map((step) => step.done)).toEqual([true, false, true]);
  });
});
