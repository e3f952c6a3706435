import { describe, expect, it } from 'vitest';
import { offeredSizeModels, shownSizeModel } from './offered-sizes';

describe('the sizes a piece is offered in', () => {
  it('reads the names an owner writes for each model', () => {
    expect(offeredSizeModels(['12 inch', '54 inch'])).toEqual(['100', '450']);
    expect(offeredSizeModels(['54"'])).toEqual(['450']);
    expect(offeredSizeModels(['12 IN.'])).toEqual(['100']);
    expect(offeredSizeModels(['450%'])).toEqual(['450']);
    expect(offeredSizeModels(['100%', 'Artist proof'])).toEqual(['100']);
  });

  it('offers both when the sizes name neither', () => {
    expect(offeredSizeModels(['Made to order'])).toEqual(['100', '450']);
    expect(offeredSizeModels([])).toEqual(['100', '450']);
  });

  it('shows the size asked for only when the piece has it', () => {
    expect(shownSizeModel('450', ['100', '450'])).toBe('450');
    expect(shownSizeModel('100', ['450'])).toBe('450');
    expect(shownSizeModel('450', ['100'])).toBe('100');
  });
});
