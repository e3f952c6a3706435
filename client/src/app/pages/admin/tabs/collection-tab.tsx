import type { Sculpture } from '@contract/sculpture';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState, QueryStates } from '@/components/admin/list-states';
import { Plus } from '@/components/icons/admin';
import { Button } from '@/components/ui/button';
import { collectionQueries } from '@/features/admin-collection/api';
import { COLLECTION_TOASTS } from '@/features/admin-collection/collection-copy';
import { editButtonId } from '@/features/admin-collection/components/admin-sculpture-card';
import { DeleteSculptureDialog } from '@/features/admin-collection/components/delete-sculpture-dialog';
import { KeptImagesCard } from '@/features/admin-collection/components/kept-images-card';
import { SortableCollection } from '@/features/admin-collection/components/sortable-collection';
import { useFocusFormOpener } from '@/features/admin-collection/use-focus-form-opener';
import { useSculptureEditor } from '@/features/admin-collection/use-sculpture-editor';

const ADD_BUTTON_ID = 'add-sculpture';

/** Collection tab: the cards in gallery order, add, edit, lock, delete and drag to reorder. */
export function CollectionTab() {
  const sculptures = useQuery(collectionQueries.sculptures());
  const editor = useSculptureEditor();
  const [toDelete, setToDelete] = useState<Sculpture | null>(null);
  useFocusFormOpener(sculptures.isSuccess);

  return (
    <section aria-labelledby="collection-heading">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-x-4 gap-y-3">
        <div className="grid gap-1">
          <h2 id="collection-heading" className="font-display text-lg font-semibold">
            Collection
          </h2>
          <p className="text-sm text-muted">
            Drag order controls the order on the gallery homepage and collection page.
          </p>
        </div>
        <Button id={ADD_BUTTON_ID} size="sm" onClick={() => editor.openCreate(ADD_BUTTON_ID)}>
          <Plus aria-hidden />
          Add Sculpture
        </Button>
      </div>
      <QueryStates
        query={sculptures}
        loadingText="Loading collection..."
        failedText={COLLECTION_TOASTS.loadFailed.description}
        empty={
          <EmptyState
            title="No sculptures in the collection yet"
            hint="Add your first sculpture to get started"
          />
        }
      >
        {(list) => (
          <SortableCollection
            sculptures={list}
            onEdit={(sculpture) => editor.openEdit(sculpture.id, editButtonId(sculpture))}
            onDelete={setToDelete}
          />
        )}
      </QueryStates>
      <KeptImagesCard />
      <DeleteSculptureDialog
        sculpture={toDelete}
        onClose={() => setToDelete(null)}
        focusAfterDelete={() => document.getElementById(ADD_BUTTON_ID)}
      />
    </section>
  );
}
