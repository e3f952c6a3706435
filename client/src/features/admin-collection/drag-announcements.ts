import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';

type Id = string | number;

export const dragInstructions: ScreenReaderInstructions = {
  draggable:
    'To pick up a sculpture, press Space or Enter. While dragging, use the up and down arrow keys ' +
    'to move it, press Space or Enter again to drop it in its new place, or press Escape to cancel.',
};

/** What a screen reader hears while a card moves, by title and position rather than by id. */
export function dragAnnouncements(list: readonly { id: number; title: string }[]): Announcements {
  const title = (id: Id) => list.find((item) => item.id === Number(id))?.title ?? 'The sculpture';
  const position = (id: Id) =>
    `position ${list.findIndex((item) => item.id === Number(id)) + 1} of ${list.length}`;
  return {
    onDragStart: ({ active }) => `Picked up ${title(active.id)}. It is in ${position(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${title(active.id)} was moved into ${position(over.id)}.`
        : `${title(active.id)} is no longer over the list.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${title(active.id)} was dropped in ${position(over.id)}.`
        : `${title(active.id)} was dropped outside the list. The order is unchanged.`,
    onDragCancel: ({ active }) =>
      `Moving was cancelled. ${title(active.id)} stays in ${position(active.id)}.`,
  };
}
