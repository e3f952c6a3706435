import { POPUP_DEFAULTS } from '@contract/popup-settings';
import { describe, expect, it } from 'vitest';
import { checkPopupForm, type PopupFormValues, toPopupFormValues } from './popup-form';

const values = (overrides: Partial<PopupFormValues> = {}): PopupFormValues => ({
  ...toPopupFormValues(POPUP_DEFAULTS),
  ...overrides,
});

describe('checkPopupForm', () => {
  it('turns the form into the payload', () => {
    expect(checkPopupForm(values({ enabled: true, delaySeconds: '5', buttonText: '  Join  ' }))).toEqual({
      ok: true,
      input: { ...POPUP_DEFAULTS, enabled: 'true', delaySeconds: 5, buttonText: 'Join' },
    });
  });

  it('falls back to 10 seconds for a delay that is not a number', () => {
    for (const typed of ['', 'soon', 'abc']) {
      const result = checkPopupForm(values({ delaySeconds: typed }));
      expect(result.ok && result.input.delaySeconds).toBe(10);
    }
  });

  it("refuses a delay outside 1..300 with 'Invalid Delay'", () => {
    for (const typed of ['0', '-4', '301']) {
      expect(checkPopupForm(values({ delaySeconds: typed }))).toEqual({
        ok: false,
        problem: { title: 'Invalid Delay', description: 'Delay must be between 1 and 300 seconds.' },
      });
    }
    expect(checkPopupForm(values({ delaySeconds: '1' })).ok).toBe(true);
    expect(checkPopupForm(values({ delaySeconds: '300' })).ok).toBe(true);
  });

  it("asks for the title and content with 'Required Fields Missing'", () => {
    const missing = {
      ok: false,
      problem: {
        title: 'Required Fields Missing',
        description: 'Please fill in the title and content fields.',
      },
    };
    expect(checkPopupForm(values({ title: '  ' }))).toEqual(missing);
    expect(checkPopupForm(values({ content: '' }))).toEqual(missing);
  });
});
