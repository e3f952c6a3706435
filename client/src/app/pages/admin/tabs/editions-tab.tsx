import { useQuery } from '@tanstack/react-query';
import { EmptyState, QueryStates } from '@/components/admin/list-states';
import { collectionQueries } from '@/features/admin-collection/api';
import { COLLECTION_TOASTS } from '@/features/admin-collection/collection-copy';
import { EditionsTabBody } from '@/features/admin-editions/components/editions-tab-body';

/** The edition register of each piece and size, as a grid of numbers. */
export function EditionsTab() {
  const sculptures = useQuery(collectionQueries.sculptures());
  return (
    <QueryStates
      query={sculptures}
      loadingText="Loading collection..."
      failedText={COLLECTION_TOASTS.loadFailed.description}
      empty={
        <EmptyState
          title="No sculptures in the collection yet"
          hint="Add a sculpture to number its edition"
        />
      }
    >
      {(list) => <EditionsTabBody sculptures={list} />}
    </QueryStates>
  );
}
