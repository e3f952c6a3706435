import { useQuery } from '@tanstack/react-query';
import { Badge } from '@/components/ui/badge';
import { ADMIN_LOAD_FAILURES, adminQueries } from '../../api';
import { QueryStates, TabHeading } from '../list-states';

/** §2 current-status box of the popup; the settings form comes with the admin issue. */
export function PopupTab() {
  const settings = useQuery(adminQueries.popupSettings());
  return (
    <section>
      <TabHeading title="Popup Settings" />
      <QueryStates
        query={settings}
        loadingText="Loading popup settings..."
        failedText={ADMIN_LOAD_FAILURES.popupSettings}
      >
        {(popup) => (
          <div className="grid gap-4 lg:grid-cols-2">
            <div className="grid content-start gap-2 rounded-lg border border-border bg-surface p-4">
              <p className="text-xs font-semibold tracking-wide text-muted uppercase">Preview</p>
              <h3 className="font-display text-lg font-semibold">{popup.title}</h3>
              <p className="text-sm text-muted">{popup.content}</p>
              <p className="text-sm">
                Button: <strong>{popup.buttonText}</strong>
              </p>
            </div>
            <div className="grid content-start gap-2 rounded-lg border border-border bg-surface-raised p-4 text-sm">
              <p className="text-xs font-semibold tracking-wide text-muted uppercase">Current status</p>
              <dl className="grid gap-2">
                <div className="flex items-center gap-2">
                  <dt className="text-muted">Status:</dt>
                  <dd>
                    {popup.enabled === 'true' ? (
                      <Badge tone="available">Enabled</Badge>
                    ) : (
                      <Badge>Disabled</Badge>
                    )}
                  </dd>
                </div>
                <div className="flex gap-2">
                  <dt className="text-muted">Delay:</dt>
                  <dd>{popup.delaySeconds} seconds</dd>
                </div>
                <div className="flex gap-2">
                  <dt className="text-muted">Shows On:</dt>
                  <dd>All gallery pages (Collection, About, Contact)</dd>
                </div>
              </dl>
            </div>
          </div>
        )}
      </QueryStates>
    </section>
  );
}
