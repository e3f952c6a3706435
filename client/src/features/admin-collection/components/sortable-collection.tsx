import type { Sculpture } from '@contract/sculpture';
import {
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useMemo, useRef } from 'react';
import { useReorderSculptures } from '../api';
import { dragAnnouncements, dragInstructions } from '../drag-announcements';
import { collisionWithinList, lockToVerticalAxis } from '../list-collision';
import { reorderAfterDrop } from '../reorder';
import { SortableSculptureItem } from './sortable-sculpture-item';

interface SortableCollectionProps {
  sculptures: Sculpture[];
  onEdit: (sculpture: Sculpture) => void;
  onDelete: (sculpture: Sculpture) => void;
}

/** The collection in gallery order, reordered by mouse, touch or keyboard. */
export function SortableCollection({ sculptures, onEdit, onDelete }: SortableCollectionProps) {
  const reorder = useReorderSculptures();
  const listRef = useRef<HTMLOListElement>(null);
  const collisionDetection = useMemo(() => collisionWithinList(() => listRef.current), []);
  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so a click on the handle stays a click.
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    // A short press, so a swipe that merely starts on a handle still scrolls the page.
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  function onDragEnd({ active, over }: DragEndEvent) {
    const next = reorderAfterDrop(sculptures, active.id, over?.id);
    if (next) reorder.mutate(next);
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      modifiers={[lockToVerticalAxis]}
      accessibility={{
        announcements: dragAnnouncements(sculptures),
        screenReaderInstructions: dragInstructions,
      }}
      onDragEnd={onDragEnd}
    >
      <SortableContext items={sculptures.map(({ id }) => id)} strategy={verticalListSortingStrategy}>
        <ol ref={listRef} aria-label="Sculptures in gallery order" className="grid gap-2">
          {sculptures.map((sculpture, index) => (
            <SortableSculptureItem
              key={sculpture.id}
              sculpture={sculpture}
              position={index + 1}
              onEdit={onEdit}
              onDelete={onDelete}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
