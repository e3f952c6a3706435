import type { PopupSettings } from '@contract/popup-settings';
import { Badge } from '@/components/ui/badge';

/** What the saved settings do right now (not the unsaved form). */
export function PopupStatusBox({ settings }: { settings: PopupSettings }) {
  return (
    <section
      aria-labelledby="popup-status-title"
      className="grid content-start gap-3 rounded-lg border border-border bg-surface-raised p-4 text-sm sm:p-5"
    >
      <h3 id="popup-status-title" className="font-display text-base font-semibold">
        Current Status
      </h3>
      <dl className="grid gap-2.5">
        <div className="flex items-center justify-between gap-3">
          <dt className="text-muted">Status</dt>
          <dd>
            {settings.enabled === 'true' ? <Badge tone="available">Enabled</Badge> : <Badge>Disabled</Badge>}
          </dd>
        </div>
        <div className="flex items-center justify-between gap-3">
          <dt className="text-muted">Delay</dt>
          <dd className="tabular-nums">
            {settings.delaySeconds} {settings.delaySeconds === 1 ? 'second' : 'seconds'}
          </dd>
        </div>
        <div className="grid gap-1">
          <dt className="text-muted">Shows On</dt>
          <dd>All gallery pages (Collection, About, Contact)</dd>
        </div>
      </dl>
    </section>
  );
}
