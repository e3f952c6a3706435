import { useQuery } from '@tanstack/react-query';
import { SectionHeader } from '@/components/admin/section-header';
import { PopupSettingsForm } from '@/features/admin-content/popup/components/popup-settings-form';
import { PopupStatusBox } from '@/features/admin-content/popup/components/popup-status-box';
import { ADMIN_LOAD_FAILURES, adminQueries } from '../../api';
import { useFailureToast } from '@/components/admin/use-failure-toast';
import { QueryStates } from '@/components/admin/list-states';

export function PopupTab() {
  const settings = useQuery(adminQueries.popupSettings());
  useFailureToast(settings.error, ADMIN_LOAD_FAILURES.popupSettings);
  return (
    <section>
      <SectionHeader
        title="Popup Settings"
        description="The timed newsletter sign-up on the gallery pages."
      />
      <QueryStates
        query={settings}
        loadingText="Loading popup settings..."
        failedText={ADMIN_LOAD_FAILURES.popupSettings}
      >
        {(popup) => (
          <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <PopupSettingsForm settings={popup} />
            <PopupStatusBox settings={popup} />
          </div>
        )}
      </QueryStates>
    </section>
  );
}
