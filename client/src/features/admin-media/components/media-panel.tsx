import type { SiteSettingValue } from '@contract/site-settings';
import { type ReactNode, useId, useState } from 'react';
import { ImageOff, Trash2 } from '@/components/icons/admin';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { cn } from '@/lib/cn';
import type { MediaSettingConfig } from '../media-cards';
import { useSettingRemoval } from '../use-media-setting';
import { MediaPreview } from './media-preview';

// Widths chosen so that the three shapes stand about as tall (some 240 px) side by side.
const FRAMES: Record<MediaSettingConfig['frame'], string> = {
  portrait: 'aspect-[3/4] w-full max-w-[11.25rem]',
  square: 'aspect-square w-full max-w-60',
  landscape: 'aspect-video w-full max-w-md',
};

/** What the card hands the panel of each medium. */
export interface MediumPanelProps {
  config: MediaSettingConfig;
  setting: SiteSettingValue;
  /** The medium the toggle has chosen; the other panel is dimmed. */
  active: boolean;
}

interface MediaPanelProps extends MediumPanelProps {
  /** An upload or save of this panel is running: removal waits. */
  busy: boolean;
  /** The panel's upload controls. */
  children: ReactNode;
  /** A cropped photo's kept point: the preview shows the crop the site shows, around it. */
  objectPosition?: string;
}

/** One medium of a media card: what is stored now, how to replace it, and removal with confirmation. */
export function MediaPanel({ config, setting, active, busy, children, objectPosition }: MediaPanelProps) {
  const titleId = useId();
  const remove = useSettingRemoval(config);
  const [confirming, setConfirming] = useState(false);
  const noun = config.label.toLowerCase();
  const path = setting.value;

  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        'grid min-w-0 content-start gap-3 rounded-md border p-3',
        active ? 'border-accent-ink/40 bg-surface' : 'border-border bg-surface-raised/50',
      )}
    >
      <header className="flex items-center justify-between gap-2">
        <h4 id={titleId} className="text-sm font-semibold">
          {config.label}
        </h4>
        <span
          className={cn(
            'rounded-full px-2 py-0.5 text-xs font-medium',
            active ? 'bg-accent text-accent-foreground' : 'bg-foreground/5 text-muted',
          )}
        >
          {active ? 'Shown' : 'Not shown'}
        </span>
      </header>
      {config.crop ? (
        <p className="text-xs text-muted">
          The homepage shows it cropped to {config.crop.ratio}, as here, around the focal point you choose.
        </p>
      ) : null}
      <div
        className={cn(
          'overflow-hidden rounded-[var(--radius-frame)] bg-[#141416] ring-1 ring-border transition-[opacity,filter] duration-200',
          FRAMES[config.frame],
          // Only the picture dims: text inside must keep its contrast.
          !active && path && 'opacity-50 grayscale',
        )}
      >
        {path ? (
          <MediaPreview
            path={path}
            meta={setting.imageMeta}
            label={`Current ${config.name}`}
            sizes="(min-width: 768px) 448px, 90vw"
            // A cropped photo as the site crops it; else the whole picture or video, whatever
            // its shape: the admin checks what visitors will get.
            objectPosition={objectPosition}
            className={config.crop ? 'object-cover' : 'object-contain'}
          />
        ) : (
          <div className="grid size-full place-content-center justify-items-center gap-1 bg-surface-raised text-xs text-muted">
            <ImageOff aria-hidden className="size-5" strokeWidth={1.5} />
            No {noun} yet
          </div>
        )}
      </div>
      {children}
      {path ? (
        <Button
          variant="secondary"
          size="sm"
          className="w-fit"
          disabled={busy}
          onClick={() => setConfirming(true)}
        >
          <Trash2 aria-hidden />
          Remove {noun}
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Remove the ${config.name}?`}
        description={`The ${config.name} is taken off the site and its file deleted. This action cannot be undone.`}
        confirmLabel="Remove"
        pendingLabel="Removing..."
        pending={remove.isPending}
        destructive
        onConfirm={() => remove.mutate(undefined, { onSettled: () => setConfirming(false) })}
      />
    </section>
  );
}
