import { describe, expect, it } from 'vitest';
import { describeBrowser } from './describe-browser';

describe('describeBrowser', () => {
  it('names the browser and the system of common User-Agents', () => {
    expect(
      describeBrowser(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      ),
    ).toBe('Chrome on Linux');
    expect(
      describeBrowser(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari on iOS');
    expect(
      describeBrowser('Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:132.0) Gecko/20100101 Firefox/132.0'),
    ).toBe('Firefox on macOS');
    expect(
      describeBrowser(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      ),
    ).toBe('Edge on Windows');
  });

  it('falls back to the text itself, or says it is unknown', () => {
    expect(describeBrowser('curl/8.5.0')).toBe('curl/8.5.0');
    expect(describeBrowser(null)).toBe('Unknown browser');
  });
});
