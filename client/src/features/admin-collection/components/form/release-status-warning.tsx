import { useFormContext, useWatch } from 'react-hook-form';
import { releaseStatusWarning } from '../../release-status';
import type { SculptureFormValues } from '../../sculpture-form-schema';

/**
 * A scheduled piece whose status at release is not Available unlocks behind a disabled button,
 * and its waitlist is not emailed until it is Available: said before the owner saves.
 */
export function ReleaseStatusWarning() {
  const { control } = useFormContext<SculptureFormValues>();
  const [releaseAt, statusAtRelease] = useWatch({ control, name: ['releaseAt', 'statusAtRelease'] });
  const warning = releaseStatusWarning(releaseAt, statusAtRelease);
  if (!warning) return null;
  return (
    <p
      role="status"
      className="rounded-[var(--radius-control)] border border-accent/50 bg-accent/10 px-3 py-2 text-sm md:col-span-2"
    >
      {warning}
    </p>
  );
}
