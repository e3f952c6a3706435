import type { About } from '@contract/about';
import { decodeTimeline } from '@contract/timeline-wire';
import { describe, expect, it, vi } from 'vitest';
import { ABOUT_COPY } from '@/config/fallback-copy';
import { AboutFormSchema, toAboutFormInput, toAboutPayload } from './about-form';

const saved: About = {
  id: 7,
  title: 'About the studio',
  paragraphs: ['First.', 'Second.'],
  timelineItems: ['[{"title":"1989","body":"A first cast."},{"title":"1995","body":"A series."}]'],
  ctaLabel: 'See the pieces',
  ctaHref: '/collection',
};

describe('about form mapping', () => {
  it('round-trips a saved page through the editor and back to the wire', () => {
    const values = AboutFormSchema.parse(toAboutFormInput(saved));
    const payload = toAboutPayload(values);
    expect(payload).toEqual({
      title: saved.title,
      paragraphs: saved.paragraphs,
      timelineItems: saved.timelineItems,
      ctaLabel: saved.ctaLabel,
      ctaHref: saved.ctaHref,
    });
    // On the wire the timeline is one string holding the JSON of the items.
    expect(payload.timelineItems).toHaveLength(1);
    expect(decodeTimeline(payload.timelineItems)).toEqual([
      { title: '1989', body: 'A first cast.' },
      { title: '1995', body: 'A series.' },
    ]);
  });

  it('sends an empty call to action as null and trims the texts', () => {
    const values = AboutFormSchema.parse({
      ...toAboutFormInput(saved),
      title: '  Studio  ',
      ctaLabel: '   ',
      ctaHref: '',
    });
    const payload = toAboutPayload(values);
    expect(payload.title).toBe('Studio');
    expect(payload.ctaLabel).toBeNull();
    expect(payload.ctaHref).toBeNull();
  });

  it('starts from the built-in copy before the first save', () => {
    const input = toAboutFormInput(null);
    expect(input.title).toBe(ABOUT_COPY.title);
    expect(input.paragraphs.map((paragraph) => paragraph.text)).toEqual(ABOUT_COPY.paragraphs);
    expect(input.timelineItems).toEqual(ABOUT_COPY.timeline);
  });

  it('gives empty lists one blank item, since removal stops at one', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const input = toAboutFormInput({ ...saved, paragraphs: [], timelineItems: ['not json'] });
    expect(input.paragraphs).toEqual([{ text: '' }]);
    expect(input.timelineItems).toEqual([{ title: '', body: '' }]);
  });

  it('holds the validation messages', () => {
    const result = AboutFormSchema.safeParse({
      title: ' ',
      paragraphs: [{ text: '' }],
      timelineItems: [{ title: '', body: '' }],
      ctaLabel: '',
      ctaHref: '',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Title is required',
      'Paragraph cannot be empty',
      'Timeline title is required',
      'Timeline description is required',
    ]);
    const none = AboutFormSchema.safeParse({ ...toAboutFormInput(saved), paragraphs: [] });
    expect(none.error?.issues[0]?.message).toBe('At least one paragraph is required');
  });
});
