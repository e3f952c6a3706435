import type { Sculpture } from '@contract/sculpture';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { cn } from '@/lib/cn';
import { AdminSculptureCard } from './admin-sculpture-card';
import { DragHandle } from './drag-handle';

interface SortableSculptureItemProps {
  sculpture: Sculpture;
  position: number;
  onEdit: (sculpture: Sculpture) => void;
  onDelete: (sculpture: Sculpture) => void;
}

/** A card wired into the sortable list; only its handle starts a drag. */
export function SortableSculptureItem({ sculpture, position, onEdit, onDelete }: SortableSculptureItemProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: sculpture.id });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn('relative', isDragging && 'z-10')}
    >
      <AdminSculptureCard
        sculpture={sculpture}
        onEdit={() => onEdit(sculpture)}
        onDelete={() => onDelete(sculpture)}
        className={cn(isDragging && 'shadow-xl ring-2 ring-ring')}
        dragHandle={
          <DragHandle
            ref={setActivatorNodeRef}
            label={`Reorder ${sculpture.title}`}
            position={position}
            {...attributes}
            {...listeners}
          />
        }
      />
    </li>
  );
}
