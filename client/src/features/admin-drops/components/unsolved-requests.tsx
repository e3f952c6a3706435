import { ADMIN_CALLS, adminCallUrl } from '@contract/admin-calls';
import { SIZE_MODEL_LABELS, SIZE_MODELS } from '@contract/limits';
import type { UnsolvedCounts } from '@contract/reservations';
import { useQuery } from '@tanstack/react-query';
import { FormSection } from '@/components/admin/form-section';

/** While the drop screen is open, the count follows the minute of a drop without a reload. */
const REFRESH_MS = 30_000;

export const UNSOLVED_COPY = {
  title: 'Sent without the page’s check',
  description:
    'Reservations and draw entries for this piece sent with no script running, so without the proof of work. Each must still confirm by email, and one network may hold at most 5 places of a size this way. Marked in Reservations.',
  loading: 'Counting...',
  failed: 'The count could not be read.',
  count: (count: number) =>
    count === 0 ? 'none' : `${count.toLocaleString('en-US')} ${count === 1 ? 'request' : 'requests'}`,
} as const;

/**
 * The drop screen's count of a piece's requests sent without a solved challenge, by size: what a
 * script without a browser could have sent at most, and what the owner may want to look at twice.
 */
export function UnsolvedRequests({ sculptureId }: { sculptureId: number }) {
  const counts = useQuery<UnsolvedCounts>({
    queryKey: [adminCallUrl(ADMIN_CALLS.dropUnsolved, { id: sculptureId })],
    refetchInterval: REFRESH_MS,
  });
  return (
    <FormSection title={UNSOLVED_COPY.title} description={UNSOLVED_COPY.description}>
      {counts.data ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm md:col-span-2">
          {SIZE_MODELS.map((size) => (
            <div key={size} className="contents">
              <dt className="text-muted">{SIZE_MODEL_LABELS[size]}</dt>
              <dd className="tabular-nums">{UNSOLVED_COPY.count(counts.data[size])}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="text-sm text-muted md:col-span-2">
          {counts.isError ? UNSOLVED_COPY.failed : UNSOLVED_COPY.loading}
        </p>
      )}
    </FormSection>
  );
}
