import { describe, expect, it } from 'vitest';
import { fontRuns } from './pdf-fonts';

const files = (face: Parameters<typeof fontRuns>[0], text: string) =>
  fontRuns(face, text).map((run) => [run.text, run.name]);

describe('fontRuns', () => {
  it('draws Latin text in one run of the Latin file', () => {
    expect(files('text', 'Hero Kid, 12 inch — €4,800')).toEqual([
      ['Hero Kid, 12 inch — €4,800', 'inter-latin-400'],
    ]);
  });

  it('takes each letter from the file of the face that has it', () => {
    expect(files('text', 'Łukasz Ωμέγα Пётр')).toEqual([
      ['Ł', 'inter-latin-ext-400'],
      ['ukasz ', 'inter-latin-400'],
      ['Ωμέγα', 'inter-greek-400'],
      [' ', 'inter-latin-400'],
      ['Пётр', 'inter-cyrillic-400'],
    ]);
    expect(files('displayBold', 'Łódź')[0]).toEqual(['Ł', 'space-grotesk-latin-ext-600']);
  });

  it('draws letters the display face lacks in Inter of the same weight, not as empty boxes', () => {
    expect(files('display', 'Kid Δ')).toEqual([
      ['Kid ', 'space-grotesk-latin-300'],
      ['Δ', 'inter-greek-300'],
    ]);
  });
});
