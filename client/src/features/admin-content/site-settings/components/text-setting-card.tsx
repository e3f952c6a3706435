import { LoadFailed, LoadingText } from '@/components/admin/list-states';
import { SettingCard } from '@/components/admin/setting-card';
import { useFailureToast } from '@/components/admin/use-failure-toast';
import { useAdminSettings } from '../api';
import { toFieldText } from '../setting-values';
import type { TextSettingCardConfig } from '../text-setting-cards';
import { TextSettingForm } from './text-setting-form';

/** A failed setting read shows, and toasts, its own 'Failed to fetch ...' text. */
function FetchFailure({ error, text }: { error: Error | null; text: string }) {
  useFailureToast(error, text);
  return <LoadFailed>{text}</LoadFailed>;
}

/**
 * A text card of the Site Settings tab. A card whose read failed shows the failure instead of
 * fields, so a save can never overwrite a value the admin did not see.
 */
export function TextSettingCard({ card }: { card: TextSettingCardConfig }) {
  const reads = useAdminSettings(card.fields.map((field) => field.key));

  if (reads.some((read) => read.isPending)) {
    return (
      <SettingCard title={card.title} wide={card.wide}>
        <LoadingText>Loading...</LoadingText>
      </SettingCard>
    );
  }
  if (reads.some((read) => read.isError)) {
    return (
      <SettingCard title={card.title} wide={card.wide}>
        {card.fields.map((field, index) =>
          reads[index]?.isError ? (
            <FetchFailure key={field.key} error={reads[index].error} text={field.fetchFailure} />
          ) : null,
        )}
      </SettingCard>
    );
  }
  const initial = Object.fromEntries(
    card.fields.map((field, index) => [field.key, toFieldText(reads[index]?.data?.value)]),
  );
  return <TextSettingForm card={card} initial={initial} />;
}
