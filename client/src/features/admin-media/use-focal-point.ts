import { CENTRE, type FocalPoint, formatFocalPoint, parseFocalPoint } from '@contract/focal-point';
import type { SiteSettingKey } from '@contract/site-settings';
import { useState } from 'react';
import { useAdminSettings, useSaveSettings } from '@/features/admin-content/site-settings/api';

/**
 * The focal point of a cropped photo: as saved (the centre until the owner chooses), as being
 * moved now, and its save. The preview follows the point being moved before it is saved.
 */
export function useFocalPoint(key: SiteSettingKey) {
  const [read] = useAdminSettings([key]);
  const saved = parseFocalPoint(read?.data?.value) ?? CENTRE;
  const [moving, setMoving] = useState<FocalPoint | null>(null);
  const save = useSaveSettings('Failed to update hero focal point setting');
  const point = moving ?? saved;
  const changed = moving !== null && formatFocalPoint(moving) !== formatFocalPoint(saved);
  return {
    point,
    loaded: read?.isSuccess === true,
    changed,
    pending: save.isPending,
    move: setMoving,
    save: (onSaved: () => void) =>
      save.mutate([{ key, value: formatFocalPoint(point) }], {
        onSuccess: () => {
          setMoving(null);
          onSaved();
        },
      }),
  };
}

export type FocalPointState = ReturnType<typeof useFocalPoint>;
