import { useQuery } from '@tanstack/react-query';
import { QueryStates } from '@/components/admin/list-states';
import { SectionHeader } from '@/components/admin/section-header';
import { useFailureToast } from '@/components/admin/use-failure-toast';
import { salesQueries } from '@/features/admin-sales/api';
import { SalesSettingsForm } from '@/features/admin-sales/components/sales-settings-form';
import { SALES_COPY } from '@/features/admin-sales/sales-copy';

const copy = SALES_COPY.settings;

/** The shop's currency, tax, seller and ways to pay: what every order and invoice is made from. */
export function SalesSettingsTab() {
  const settings = useQuery(salesQueries.settings());
  useFailureToast(settings.error, copy.loadFailed);
  return (
    <section>
      <SectionHeader title={copy.title} description={copy.description} />
      <QueryStates query={settings} loadingText={copy.loading} failedText={copy.loadFailed}>
        {(view) => <SalesSettingsForm view={view} />}
      </QueryStates>
    </section>
  );
}
