import { describe, expect, it } from 'vitest';
import { DEMO_ABOUT, DEMO_JOURNAL, DEMO_SCULPTURES, DEMO_SETTINGS } from './content';

/**
 * The demo is what a studio sees of itself first: it must read in the brand's voice. Words of the
 * specification and of the software ('fallback', 'placeholder', 'demo', 'spec') would read as a
 * draft left on the shelf.
 */
const NOT_THE_BRAND_VOICE = /\b(fallback|placeholder|lorem|demo|spec(ification)?|seed(ed)?)\b/i;

describe('the demo content', () => {
  it("speaks in the brand's voice, with no word of the specification or the software", () => {
    const texts = [
      DEMO_ABOUT.title,
      ...DEMO_ABOUT.paragraphs,
      ...DEMO_ABOUT.timelineItems.flatMap((item) => [item.title, item.body]),
      ...DEMO_JOURNAL.flatMap((post) => [post.title, post.excerpt, post.body]),
      ...DEMO_SCULPTURES.flatMap((piece) => [piece.title, piece.tagline, piece.intro]),
      ...Object.values(DEMO_SETTINGS),
    ];
    expect(texts.filter((text) => NOT_THE_BRAND_VOICE.test(text ?? ''))).toEqual([]);
  });
});
