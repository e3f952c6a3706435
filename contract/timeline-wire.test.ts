import { describe, expect, it } from 'vitest';
import { decodeTimeline, encodeTimeline } from './timeline-wire';

describe('the About timeline on the wire', () => {
  const items = [
    { title: '1986', body: 'The first cartoon on a Saturday morning.' },
    { title: '2024', body: 'The first casting.' },
  ];

  it('round-trips the items through the one-element list', () => {
    expect(encodeTimeline(items)).toHaveLength(1);
    expect(decodeTimeline(encodeTimeline(items))).toEqual(items);
    expect(decodeTimeline([])).toEqual([]);
  });

  it('shows none of a list with a malformed item, and refuses text that is not JSON', () => {
    expect(decodeTimeline([JSON.stringify([...items, { title: '', body: 'x' }])])).toEqual([]);
    expect(decodeTimeline([JSON.stringify({ title: 'a', body: 'b' })])).toEqual([]);
    expect(() => decodeTimeline(['not json'])).toThrow(SyntaxError);
  });
});
