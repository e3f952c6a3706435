import { DETAIL_DEFAULTS } from '@contract/limits';
import type { Sculpture } from '@contract/sculpture';
import { dimensionsText, hasCertificate, sizeValue } from '@contract/size-details';
import { describe, expect, it } from 'vitest';
import { makeSculpture } from '@/test/fixtures';

describe('sizeValue (size field → base field → default)', () => {
  it('prefers the size field', () => {
    const sculpture = makeSculpture({
      edition: 'Limited Edition of 50',
      edition100: 'Limited Edition of 25',
    });
    expect(sizeValue(sculpture, 'edition', '100')).toBe('Limited Edition of 25');
  });

  it('falls back to the base field when the size field is empty or blank', () => {
    const sculpture = makeSculpture({ finish: 'Satin chrome', finish100: '  ', finish450: null });
    expect(sizeValue(sculpture, 'finish', '100')).toBe('Satin chrome');
    expect(sizeValue(sculpture, 'finish', '450')).toBe('Satin chrome');
  });

  it('falls back to the detail defaults when both are missing', () => {
    const sculpture = makeSculpture({ medium: '', edition: '', certificate: '' });
    expect(sizeValue(sculpture, 'medium', '450')).toBe(DETAIL_DEFAULTS.medium);
    expect(sizeValue(sculpture, 'edition', '100')).toBe('Limited Edition of 10');
    expect(sizeValue(sculpture, 'edition', '450')).toBe('Limited Edition of 5');
    expect(sizeValue(sculpture, 'certificate', '100')).toBe(DETAIL_DEFAULTS.certificate);
  });

  it('gives dimensions no base field: size field, else the default', () => {
    const sculpture = makeSculpture({ height450: '13"' });
    expect(sizeValue(sculpture, 'height', '450')).toBe('13"');
    expect(sizeValue(sculpture, 'weight', '100')).toBe('0.7 oz');
    expect(dimensionsText(sculpture, '100')).toBe('2.75" H x 1.25" W x 0.5" D');
    expect(dimensionsText(sculpture, '450')).toBe('13" H x 5.6" W x 2.25" D');
  });

  it('shows the certificate only when some certificate value exists', () => {
    expect(hasCertificate(makeSculpture({ certificate: '' }))).toBe(false);
    expect(hasCertificate(makeSculpture({ certificate: '', certificate450: 'Signed' }))).toBe(true);
    expect(hasCertificate(makeSculpture({} satisfies Partial<Sculpture>))).toBe(true);
  });
});
