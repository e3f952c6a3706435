import { describe, expect, it } from 'vitest';
import { isBlank, toFieldText, toSettingInput } from './setting-values';

describe('setting values', () => {
  it('removes a setting left blank, so the page uses its built-in text', () => {
    expect(toSettingInput('artist-name', '   ')).toEqual({ key: 'artist-name', value: null });
  });

  it('keeps inner line breaks and trims the ends', () => {
    expect(toSettingInput('privacy_content', '\nLine one\nLine two\n\n')).toEqual({
      key: 'privacy_content',
      value: 'Line one\nLine two',
    });
  });

  it('shows an unset setting as an empty field', () => {
    expect(toFieldText(null)).toBe('');
    expect(toFieldText(undefined)).toBe('');
    expect(toFieldText('Hero')).toBe('Hero');
  });

  it('counts whitespace as blank', () => {
    expect(isBlank(' \n ')).toBe(true);
    expect(isBlank(undefined)).toBe(true);
    expect(isBlank(' x ')).toBe(false);
  });
});
