import type { ReorderInput, Sculpture } from '@contract/sculpture';

type Id = string | number;

/**
 * The list after dropping `activeId` on `overId`, or null when nothing moves: a drop outside
 * the list (no `overId`), on itself, or on an id the list does not hold.
 */
export function reorderAfterDrop<T extends { id: number }>(
  list: readonly T[],
  activeId: Id,
  overId: Id | null | undefined,
): T[] | null {
  if (overId === null || overId === undefined || overId === activeId) return null;
  const from = list.findIndex((item) => item.id === Number(activeId));
  const to = list.findIndex((item) => item.id === Number(overId));
  if (from === -1 || to === -1) return null;
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

/** The whole new order, sortOrder being the index from 0. */
export function toSculptureOrders(list: readonly Pick<Sculpture, 'id'>[]): ReorderInput {
  return { sculptureOrders: list.map(({ id }, index) => ({ id, sortOrder: index })) };
}

/** The list as the server will hold it after the reorder: each sortOrder set to its index. */
export function withSortOrders<T extends { sortOrder: number }>(list: readonly T[]): T[] {
  return list.map((item, index) => ({ ...item, sortOrder: index }));
}
