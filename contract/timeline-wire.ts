/**
 * On the wire an About page's timelineItems is a one-element list holding the JSON text of the
 * items; these two helpers are the only place that knows it. No zod here: the public About
 * page decodes the timeline too, and must not load the schema library (ADR 0005). The server
 * validates every item, lengths included, when it is saved (about.ts).
 */
export interface TimelineItem {
  title: string;
  body: string;
}

export function encodeTimeline(items: readonly TimelineItem[]): string[] {
  return [JSON.stringify(items)];
}

const isItem = (value: unknown): value is TimelineItem => {
  const item = value as Partial<Record<keyof TimelineItem, unknown>> | null;
  return (
    typeof item?.title === 'string' &&
    item.title.trim() !== '' &&
    typeof item.body === 'string' &&
    item.body.trim() !== ''
  );
};

/** The items, or none when any is malformed; throws a SyntaxError when the text is not JSON. */
export function decodeTimeline(wire: readonly string[]): TimelineItem[] {
  const [text] = wire;
  if (text === undefined) return [];
  const json: unknown = JSON.parse(text);
  return Array.isArray(json) && json.every(isItem) ? json.map(({ title, body }) => ({ title, body })) : [];
}
