import type { MediaType } from '@contract/site-settings';
import { useId, useState } from 'react';
import { Film, Image } from '@/components/icons/admin';
import { cn } from '@/lib/cn';
import type { MediaCardConfig } from '../media-cards';
import { useMediaTypeChange } from '../use-media-setting';

const OPTIONS = [
  { value: 'photo', label: 'Photo', Icon: Image },
  { value: 'video', label: 'Video', Icon: Film },
] as const;

/**
 * Photo or video, only one active. Native radios (arrow keys move and choose); choosing
 * saves the media type setting at once.
 */
export function MediaTypeToggle({ card, value }: { card: MediaCardConfig; value: MediaType }) {
  const change = useMediaTypeChange(card);
  const name = useId();
  // The radio must show the choice in the same render as the click: a controlled input that
  // waits for the query cache (updated a tick later) is put back by React in between.
  const [chosen, setChosen] = useState<MediaType | null>(null);
  const shown = chosen ?? value;

  function choose(option: MediaType) {
    setChosen(option);
    change.mutate(option, { onSettled: () => setChosen(null) });
  }
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{card.typeLegend}</legend>
      <div className="inline-flex w-fit gap-1 rounded-[var(--radius-control)] border border-border bg-surface-raised p-1">
        {OPTIONS.map(({ value: option, label, Icon }) => {
          const active = option === shown;
          return (
            <label
              key={option}
              className={cn(
                'flex cursor-pointer items-center gap-2 rounded-md px-4 py-1.5 text-sm font-medium transition-colors duration-150',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                active ? 'bg-accent text-accent-foreground shadow-sm' : 'text-muted hover:text-foreground',
              )}
            >
              <input
                type="radio"
                name={name}
                value={option}
                checked={active}
                onChange={() => choose(option)}
                className="sr-only"
              />
              <Icon aria-hidden className="size-4" />
              {label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
