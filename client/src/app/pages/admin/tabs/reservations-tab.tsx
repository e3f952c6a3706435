import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ListHeading } from '@/components/admin/list-heading';
import { EmptyState, QueryStates } from '@/components/admin/list-states';
import { useFailureToast } from '@/components/admin/use-failure-toast';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { collectionQueries } from '@/features/admin-collection/api';
import { reservationQueries } from '@/features/admin-reservations/api';
import { DigestSetting } from '@/features/admin-reservations/components/digest-setting';
import { HoldSetting } from '@/features/admin-reservations/components/hold-setting';
import { ReservationLine } from '@/features/admin-reservations/components/reservation-line';
import { RESERVATION_ADMIN_COPY as COPY } from '@/features/admin-reservations/reservation-admin-copy';

/** Each piece's reservation requests per size, in order, with the owner's decisions. */
export function ReservationsTab() {
  const pieces = useQuery(collectionQueries.sculptures());
  const withRequests = useQuery(reservationQueries.pieces());
  const [chosen, setChosen] = useState<number | null>(null);
  const summaryOf = (id: number) => withRequests.data?.find((row) => row.sculptureId === id);
  // Opens on the piece that needs the owner: the first with open requests, else with any, else the
  // first; chosen once the marks are read (or failed), so the list does not open on one and jump.
  const marksRead = !withRequests.isPending;
  const firstNeedingOwner = () =>
    pieces.data?.find((piece) => (summaryOf(piece.id)?.open ?? 0) > 0)?.id ??
    pieces.data?.find((piece) => summaryOf(piece.id))?.id ??
    pieces.data?.[0]?.id ??
    null;
  const pieceId = chosen ?? (marksRead ? firstNeedingOwner() : null);
  const lines = useQuery({ ...reservationQueries.lines(pieceId ?? 0), enabled: pieceId !== null });
  useFailureToast(lines.error, COPY.loadFailed.fallback);
  return (
    <section className="grid gap-5">
      <ListHeading title={COPY.title} />
      <div className="grid gap-3 md:grid-cols-2">
        <HoldSetting />
        <DigestSetting />
      </div>
      {pieces.data && pieces.data.length === 0 ? <EmptyState title={COPY.noPieces} /> : null}
      {pieces.data && pieces.data.length > 0 ? (
        <div className="grid gap-1.5 sm:max-w-sm">
          <Label htmlFor="reservations-piece">{COPY.piece}</Label>
          <NativeSelect
            id="reservations-piece"
            value={pieceId ?? ''}
            onChange={(event) => setChosen(Number(event.target.value))}
          >
            {pieces.data.map((piece) => (
              <option key={piece.id} value={piece.id}>
                {COPY.pieceOption(
                  piece.title,
                  summaryOf(piece.id)?.open ?? 0,
                  summaryOf(piece.id)?.total ?? 0,
                )}
              </option>
            ))}
          </NativeSelect>
        </div>
      ) : null}
      {pieceId !== null ? (
        <QueryStates
          query={{ ...lines, data: lines.data ? (lines.data.lines.length ? [lines.data] : []) : undefined }}
          loadingText={COPY.loading}
          failedText={COPY.loadFailed.fallback}
          empty={<EmptyState title={COPY.empty} hint={COPY.emptyHint} />}
        >
          {([answer]) => (
            <div className="grid gap-6">
              {answer!.lines.map((line) => (
                <ReservationLine
                  key={line.size}
                  sculptureId={answer!.sculptureId}
                  firstPage={line}
                  now={answer!.now}
                />
              ))}
            </div>
          )}
        </QueryStates>
      ) : null}
    </section>
  );
}
