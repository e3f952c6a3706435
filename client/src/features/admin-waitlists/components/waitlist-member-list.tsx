import type { WaitlistPiece } from '@contract/audience';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ListSearch, useListPage } from '@/components/admin/list-pages';
import { PagedAddressList } from '@/components/admin/paged-address-list';
import { useFailureToast } from '@/components/admin/use-failure-toast';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { TitledCard } from '@/components/ui/titled-card';
import { PendingBadge } from '@/features/admin-audience/components/confirmation-badge';
import { waitlistQueries } from '../api';
import { WAITLIST_ADMIN_COPY } from '../waitlist-copy';

const copy = WAITLIST_ADMIN_COPY.list;

/**
 * Waitlist members: email, sculpture type in parentheses, date; newest first, searched by
 * address or sculpture and kept to one sculpture if asked, one page at a time from the server.
 */
export function WaitlistMemberList({ pieces }: { pieces: readonly WaitlistPiece[] }) {
  const list = useListPage();
  const [piece, setPiece] = useState<number | null>(null);
  const members = useQuery(waitlistQueries.memberPage(list.q, list.page, piece));
  useFailureToast(members.error, WAITLIST_ADMIN_COPY.loadFailed);
  const pieceId = useId();
  return (
    <TitledCard
      title={copy.title}
      description={
        members.data && members.data.pending > 0 ? copy.pendingTotal(members.data.pending) : copy.hint
      }
    >
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_14rem]">
        <ListSearch
          label={copy.search}
          placeholder={copy.searchPlaceholder}
          value={list.text}
          onChange={list.setText}
        />
        <div className="grid gap-1.5">
          <Label htmlFor={pieceId}>{copy.piece}</Label>
          <NativeSelect
            id={pieceId}
            value={piece === null ? '' : String(piece)}
            onChange={(event) => {
              setPiece(event.target.value ? Number(event.target.value) : null);
              list.setPage(1);
            }}
          >
            <option value="">{copy.allPieces}</option>
            {pieces.map((entry) => (
              <option key={entry.sculptureId} value={entry.sculptureId}>
                {entry.title}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <PagedAddressList
        query={members}
        loadingText="Loading waitlists..."
        failedText={WAITLIST_ADMIN_COPY.loadFailed}
        empty={{ title: copy.noMatch }}
        noun={copy.noun}
        page={list.page}
        onPage={list.setPage}
        detail={(member) => (
          <>
            ({member.sculptureType})
            <PendingBadge confirmed={member.confirmed} />
          </>
        )}
      />
    </TitledCard>
  );
}
