import type { FocalPoint } from '@contract/focal-point';
import type { ImageMeta } from '@contract/responsive-image';
import type { MouseEvent } from 'react';
import { notifySuccess } from '@/components/admin/notify';
import { Crosshair } from '@/components/icons/admin';
import { Button } from '@/components/ui/button';
import type { FocalPointState } from '../use-focal-point';
import { MediaPreview } from './media-preview';

const clamp = (value: number) => Math.max(0, Math.min(100, Math.round(value)));

/** Where on the whole picture a click fell, in percentages of it. */
function pointOf(event: MouseEvent<HTMLElement>): FocalPoint {
  const box = event.currentTarget.getBoundingClientRect();
  return {
    x: clamp(((event.clientX - box.left) / box.width) * 100),
    y: clamp(((event.clientY - box.top) / box.height) * 100),
  };
}

/**
 * The focal point of the hero photo: the whole picture to click where its subject is, two
 * sliders for the keyboard, and its own save. The crop beside it follows at once.
 */
export function FocalPointPicker({
  path,
  meta,
  focal,
}: {
  path: string;
  meta?: ImageMeta;
  focal: FocalPointState;
}) {
  const { point } = focal;
  const slider = (axis: 'x' | 'y', label: string) => (
    <label className="grid gap-1 text-xs text-muted">
      <span>
        {label} <span className="tabular-nums text-foreground">{point[axis]}%</span>
      </span>
      <input
        type="range"
        min={0}
        max={100}
        value={point[axis]}
        disabled={!focal.loaded || focal.pending}
        onChange={(event) => focal.move({ ...point, [axis]: Number(event.target.value) })}
        className="accent-[var(--color-accent-ink)]"
      />
    </label>
  );
  return (
    <fieldset className="grid gap-2 rounded-md border border-border p-3">
      <legend className="px-1 text-sm font-semibold">Focal point</legend>
      <p className="text-xs text-muted">Click the subject of the photo: the crop keeps it in view.</p>
      {/* The sliders below are the keyboard's way to the same point. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a pointer shortcut for the sliders below */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the sliders below are its keyboard equivalent */}
      <div
        className="relative w-fit max-w-full cursor-crosshair overflow-hidden rounded-[var(--radius-frame)] ring-1 ring-border"
        onClick={(event) => focal.loaded && !focal.pending && focal.move(pointOf(event))}
      >
        <MediaPreview
          path={path}
          meta={meta}
          label="The whole hero photo"
          sizes="240px"
          className="block h-auto max-h-48 w-auto max-w-full object-contain"
        />
        <span
          aria-hidden
          className="pointer-events-none absolute size-5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-accent/70 shadow-[0_0_0_1px_rgb(0_0_0/0.5)]"
          style={{ left: `${point.x}%`, top: `${point.y}%` }}
        />
      </div>
      <div className="grid grid-cols-2 gap-3">
        {slider('x', 'Across')}
        {slider('y', 'Down')}
      </div>
      <Button
        size="sm"
        variant="secondary"
        className="w-fit"
        disabled={!focal.changed || focal.pending}
        onClick={() => focal.save(() => notifySuccess('Success', 'Hero focal point updated'))}
      >
        <Crosshair aria-hidden />
        {focal.pending ? 'Saving...' : 'Save focal point'}
      </Button>
    </fieldset>
  );
}
