import { RESERVATION_COPY, type ReservationOutcome } from '@contract/reservation-copy';
import { FormNotice } from '@/components/ui/form-notice';

/** The collector's place, as the dialog and the page sent without script both say it. */
export function ReservationOutcomeNotice({ outcome }: { outcome: ReservationOutcome }) {
  const words = RESERVATION_COPY[outcome.state];
  return (
    <FormNotice
      tone="success"
      notice={{ title: words.title, description: words.description(outcome.position) }}
    />
  );
}
