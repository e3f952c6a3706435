import { JournalPostInputSchema } from '@contract/journal';
import { describe, expect, it } from 'vitest';
import { slugify } from '@/lib/slugify';
import { newJournalPostValues, todayIsoDate } from './journal-form';

describe('journal form values', () => {
  it('starts a new post published and dated today in the local calendar', () => {
    // 23:30 local on 4 March: the UTC day may already be the 5th, the admin's is the 4th.
    const lateEvening = new Date(2025, 2, 4, 23, 30);
    expect(todayIsoDate(lateEvening)).toBe('2025-03-04');
    expect(newJournalPostValues(lateEvening)).toMatchObject({ published: 'true', date: '2025-03-04' });
  });

  it('suggests slugs that pass the validation rule', () => {
    expect(slugify('Behind the Chrome: Hero Kid!')).toBe('behind-the-chrome-hero-kid');
    expect(slugify('  Café  Über 90s  ')).toBe('cafe-uber-90s');
    expect(slugify('---')).toBe('');
    const slug = slugify('A Day at the Foundry (Part 2)');
    expect(JournalPostInputSchema.shape.slug.safeParse(slug).success).toBe(true);
  });

  it('holds every validation message of a post', () => {
    const result = JournalPostInputSchema.safeParse({ ...newJournalPostValues(), date: '' });
    // The form shows the first message of each field.
    const firstPerField = new Map<unknown, string>();
    for (const issue of result.error?.issues ?? []) {
      if (!firstPerField.has(issue.path[0])) firstPerField.set(issue.path[0], issue.message);
    }
    expect([...firstPerField.values()]).toEqual([
      'Slug is required',
      'Title is required',
      'Excerpt is required',
      'Body content is required',
      'Date is required',
    ]);
    const badSlug = JournalPostInputSchema.shape.slug.safeParse('Not A Slug');
    expect(badSlug.error?.issues[0]?.message).toBe(
      'Slug must contain only lowercase letters, numbers, and hyphens',
    );
  });
});
