import { describe, expect, it } from 'vitest';
import { parseEditorTarget } from './use-sculpture-editor';

describe('parseEditorTarget', () => {
  it('reads the form view from the address', () => {
    expect(parseEditorTarget('new')).toEqual({ mode: 'create' });
    expect(parseEditorTarget('12')).toEqual({ mode: 'edit', id: 12 });
  });

  it.each([null, '', '0', '-3', '1.5', 'abc'])('shows the dashboard for %j', (value) => {
    expect(parseEditorTarget(value)).toBeNull();
  });
});
