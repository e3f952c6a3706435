import { useQuery } from '@tanstack/react-query';
import { QueryStates } from '@/components/admin/list-states';
import { SectionHeader } from '@/components/admin/section-header';
import { useFailureToast } from '@/components/admin/use-failure-toast';
import { CONTENT_COPY } from '@/features/admin-content/content-copy';
import { adminPopupSettingsQuery } from '@/features/admin-content/popup/api';
import { PopupSettingsForm } from '@/features/admin-content/popup/components/popup-settings-form';
import { PopupStatusBox } from '@/features/admin-content/popup/components/popup-status-box';

export function PopupTab() {
  const settings = useQuery(adminPopupSettingsQuery());
  useFailureToast(settings.error, CONTENT_COPY.popup.loadFailed);
  return (
    <section>
      <SectionHeader
        title="Popup Settings"
        description="The timed newsletter sign-up on the gallery pages."
      />
      <QueryStates
        query={settings}
        loadingText="Loading popup settings..."
        failedText={CONTENT_COPY.popup.loadFailed}
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
