import { describe, expect, it } from 'vitest';
import { reorderAfterDrop, toSculptureOrders, withSortOrders } from './reorder';

const list = [
  { id: 10, sortOrder: 0 },
  { id: 20, sortOrder: 1 },
  { id: 30, sortOrder: 2 },
  { id: 40, sortOrder: 3 },
];
const ids = (items: { id: number }[] | null) => items?.map((item) => item.id);

describe('reorderAfterDrop', () => {
  it('moves an item down onto the position it was dropped on', () => {
    expect(ids(reorderAfterDrop(list, 10, 30))).toEqual([20, 30, 10, 40]);
  });

  it('moves an item up', () => {
    expect(ids(reorderAfterDrop(list, 40, 20))).toEqual([10, 40, 20, 30]);
  });

  it('accepts dnd-kit string ids', () => {
    expect(ids(reorderAfterDrop(list, '20', '10'))).toEqual([20, 10, 30, 40]);
  });

  it('does nothing for a drop outside the list, on itself or on an unknown id', () => {
    expect(reorderAfterDrop(list, 10, null)).toBeNull();
    expect(reorderAfterDrop(list, 10, undefined)).toBeNull();
    expect(reorderAfterDrop(list, 20, 20)).toBeNull();
    expect(reorderAfterDrop(list, 20, 99)).toBeNull();
  });

  it('leaves the original list untouched', () => {
    reorderAfterDrop(list, 10, 40);
    expect(ids(list)).toEqual([10, 20, 30, 40]);
  });
});

describe('the reorder payload', () => {
  it('sends the whole order with sortOrder equal to the index from 0', () => {
    const moved = reorderAfterDrop(list, 30, 10)!;
    expect(toSculptureOrders(moved)).toEqual({
      sculptureOrders: [
        { id: 30, sortOrder: 0 },
        { id: 10, sortOrder: 1 },
        { id: 20, sortOrder: 2 },
        { id: 40, sortOrder: 3 },
      ],
    });
  });

  it('renumbers the optimistic list the same way', () => {
    expect(
      withSortOrders([
        { id: 5, sortOrder: 9 },
        { id: 6, sortOrder: 2 },
      ]),
    ).toEqual([
      { id: 5, sortOrder: 0 },
      { id: 6, sortOrder: 1 },
    ]);
  });
});
