import { Badge } from '@/components/ui/badge';
import { AUDIENCE_COPY } from '../audience-copy';

/** Marks an address that has not confirmed yet (double opt-in); confirmed ones go unmarked. */
export function PendingBadge({ confirmed }: { confirmed: boolean }) {
  return confirmed ? null : <Badge className="ml-2 align-middle">{AUDIENCE_COPY.status.pending}</Badge>;
}
