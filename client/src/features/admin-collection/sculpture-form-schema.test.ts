import { ADMIN_MESSAGES } from '@contract/admin-messages';
import { describe, expect, it } from 'vitest';
import { makeSculpture } from '@/test/fixtures';
import {
  IMAGE_COUNT_MESSAGE,
  newSculptureFormValues,
  SculptureFormSchema,
  sculptureFormParseOptions,
  sculptureFormSchema,
  sculptureToFormValues,
  statusOptions,
} from './sculpture-form-schema';

const parse = (values: unknown) => SculptureFormSchema.safeParse(values, sculptureFormParseOptions);

const filledNewSculpture = () => ({
  ...newSculptureFormValues(),
  slug: 'robot-kid',
  title: 'Robot Kid',
  tagline: 'Beep',
  intro: 'A robot.',
  sizes: ' 12 inch, , 54 inch ,',
  seoTitle: 'Robot Kid',
  seoDescription: 'A chrome robot.',
});

describe('newSculptureFormValues', () => {
  it('starts from the defaults', () => {
    expect(newSculptureFormValues()).toMatchObject({
      status: 'Available',
      isGreyscale: 'false',
      placeholderType: 'photo',
      medium: 'Cast metal with chrome finish',
      edition: 'Limited Edition of 50',
      finish: 'Mirror chrome',
      certificate: 'Signed and numbered certificate of authenticity',
      imageCount: 4,
      slug: '',
      // Every piece comes in both sizes, with the measurements its page publishes as values.
      sizes: '12 inch, 54 inch',
      height100: '2.75"',
      weight450: '16.3 oz',
      certificate450: '',
    });
  });

  it('reports every validation message for a blank form', () => {
    const blank = {
      ...newSculptureFormValues(),
      sizes: '',
      medium: '',
      edition: '',
      finish: '',
      certificate: '',
    };
    const result = parse(blank);
    expect(result.success).toBe(false);
    // The resolver shows the first issue of each field, as here.
    const messages: Record<string, string> = {};
    for (const issue of result.error!.issues) messages[String(issue.path[0])] ??= issue.message;
    expect(messages).toEqual({
      slug: ADMIN_MESSAGES.sculpture.slug,
      title: ADMIN_MESSAGES.sculpture.title,
      tagline: ADMIN_MESSAGES.sculpture.tagline,
      intro: ADMIN_MESSAGES.sculpture.intro,
      medium: ADMIN_MESSAGES.sculpture.medium,
      sizes: ADMIN_MESSAGES.sculpture.sizes,
      edition: ADMIN_MESSAGES.sculpture.edition,
      finish: ADMIN_MESSAGES.sculpture.finish,
      certificate: ADMIN_MESSAGES.sculpture.certificate,
      seoTitle: ADMIN_MESSAGES.sculpture.seoTitle,
      seoDescription: ADMIN_MESSAGES.sculpture.seoDescription,
    });
  });
});

describe('the payload', () => {
  it('splits the sizes line, trims and drops empty entries', () => {
    expect(parse(filledNewSculpture()).data?.sizes).toEqual(['12 inch', '54 inch']);
  });

  it('sends blank size-chart fields as null and filled ones trimmed', () => {
    const payload = parse({ ...filledNewSculpture(), height100: ' 2.75" ', width450: ' ' }).data;
    expect(payload?.height100).toBe('2.75"');
    expect(payload?.width450).toBeNull();
    expect(payload?.medium450).toBeNull();
  });

  it.each([
    ['', 4],
    ['abc', 4],
    ['7', 7],
    [Number.NaN, 4],
  ])('turns imageCount %j into %j', (imageCount, expected) => {
    expect(parse({ ...filledNewSculpture(), imageCount }).data?.imageCount).toBe(expected);
  });

  it('refuses an imageCount outside 1 to 10 with a readable message', () => {
    const result = parse({ ...filledNewSculpture(), imageCount: '11' });
    expect(result.error?.issues).toEqual([expect.objectContaining({ message: IMAGE_COUNT_MESSAGE })]);
  });

  it('round-trips an existing sculpture, its blank measurements as the values its page publishes', () => {
    const sculpture = makeSculpture({ sizes: ['12 inch', '54 inch'], height100: '3"', status: 'Reserved' });
    const payload = parse(sculptureToFormValues(sculpture, null)).data;
    expect(payload).toMatchObject({
      slug: sculpture.slug,
      sizes: ['12 inch', '54 inch'],
      height100: '3"',
      depth450: '2.25"',
      medium450: null,
      status: 'Reserved',
      imageCount: sculpture.imageCount,
    });
    expect(payload).not.toHaveProperty('isLocked');
  });
});

describe('the release time', () => {
  it('sends no schedule for an empty picker, and the picked local time as that instant', () => {
    expect(parse(filledNewSculpture()).data?.releaseAt).toBeNull();
    const at = new Date(Date.now() + 86_400_000);
    at.setSeconds(0, 0);
    const local = `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}T${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;
    expect(parse({ ...filledNewSculpture(), releaseAt: local }).data?.releaseAt).toEqual(at);
  });

  it('refuses a time already past with the reason', () => {
    const result = parse({ ...filledNewSculpture(), releaseAt: '2001-01-01T12:00' });
    expect(result.error?.issues.map((issue) => issue.message)).toContain(
      ADMIN_MESSAGES.sculpture.releaseAtPast,
    );
  });
});

describe('statusOptions', () => {
  it('offers the three statuses and keeps an existing other value selectable', () => {
    expect(statusOptions('Available')).toEqual(['Available', 'Sold Out', 'Coming Soon']);
    expect(statusOptions('Reserved')).toEqual(['Available', 'Sold Out', 'Coming Soon', 'Reserved']);
  });

  it('writes each price in the shop currency and sends what the owner types as minor units', () => {
    const sculpture = makeSculpture({ price100: 480_000, price450: null });
    const values = sculptureToFormValues(sculpture, 'EUR');
    expect([values.price100, values.price450]).toEqual(['4,800.00', '']);
    const priced = sculptureFormSchema('EUR').safeParse(
      { ...values, price100: '5200.5', price450: '€ 12,000' },
      sculptureFormParseOptions,
    );
    expect(priced.data).toMatchObject({ price100: 520_050, price450: 1_200_000 });
    // Emptied: Price on request.
    expect(sculptureFormSchema('EUR').parse({ ...values, price100: '' }).price100).toBeNull();
    // Yen have no decimals: the same amount is written and read whole.
    expect(sculptureToFormValues(makeSculpture({ price100: 480_000 }), 'JPY').price100).toBe('480,000');
  });

  it('marks a price it cannot read at its field, and keeps the prices when no currency is known', () => {
    const values = sculptureToFormValues(makeSculpture({ price100: 480_000 }), 'EUR');
    const refused = sculptureFormSchema('EUR').safeParse({ ...values, price450: '4800,50' });
    expect(refused.error?.issues).toEqual([
      expect.objectContaining({
        path: ['price450'],
        message: expect.stringMatching(/^Write the price in EUR/),
      }),
    ]);
    // The sales settings could not be read: nothing is sent, so the save leaves the prices alone.
    const kept = sculptureFormSchema(null).parse(
      sculptureToFormValues(makeSculpture({ price100: 480_000 }), null),
    );
    expect(kept.price100).toBeUndefined();
    expect(SculptureFormSchema.parse(values)).not.toHaveProperty('price100');
  });
});
