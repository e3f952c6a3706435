import type { Sculpture } from '@contract/sculpture';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState, QueryStates } from '@/components/admin/list-states';
import { SectionHeader } from '@/components/admin/section-header';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { DropReport } from '@/features/admin-analytics/components/drop-report';
import { collectionQueries } from '@/features/admin-collection/api';
import { COLLECTION_TOASTS } from '@/features/admin-collection/collection-copy';
import { DropPlan } from '@/features/admin-drops/components/drop-plan';

/** Locked pieces first (the ones a drop is planned for), then the rest, each in gallery order. */
const byDropFirst = (list: Sculpture[]) =>
  [...list].sort((a, b) => Number(b.isLocked === 'true') - Number(a.isLocked === 'true'));

/** The drop screen: one piece's release, status at release, editions, waitlist, newsletter and checks. */
export function DropsTab() {
  const sculptures = useQuery(collectionQueries.sculptures());
  return (
    <section aria-label="Drops" className="grid gap-5">
      <SectionHeader title="Drops" description="Plan a piece's release and check it before the minute." />
      <QueryStates
        query={sculptures}
        loadingText="Loading collection..."
        failedText={COLLECTION_TOASTS.loadFailed.description}
        empty={
          <EmptyState title="No sculptures in the collection yet" hint="Add a sculpture to plan its drop" />
        }
      >
        {(list) => <DropPicker sculptures={byDropFirst(list)} />}
      </QueryStates>
    </section>
  );
}

function DropPicker({ sculptures }: { sculptures: Sculpture[] }) {
  const [chosen, setChosen] = useState(() => sculptures[0]!.id);
  const piece = sculptures.find((sculpture) => sculpture.id === chosen) ?? sculptures[0]!;
  return (
    <>
      <FormField id="drops-piece" label="Sculpture" className="max-w-sm">
        <NativeSelect
          id="drops-piece"
          value={piece.id}
          onChange={(event) => setChosen(Number(event.target.value))}
        >
          {sculptures.map((sculpture) => (
            <option key={sculpture.id} value={sculpture.id}>
              {sculpture.title}
              {sculpture.isLocked === 'true' ? ' (locked)' : ''}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <DropPlan key={`${piece.id}-${piece.updatedAt}`} piece={piece} />
      <DropReport key={piece.id} sculptureId={piece.id} />
    </>
  );
}
