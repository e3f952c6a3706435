import { SIZE_MODEL_LABELS, SIZE_MODELS, type SizeModel } from '@contract/limits';
import { DETAIL_COPY } from '@/config/copy/sculpture';
import { cn } from '@/lib/cn';

/** 12 inch / 54 inch (internal 100 and 450, §2), as a pair of pressed-state buttons. */
export function SizeToggle({ value, onChange }: { value: SizeModel; onChange: (model: SizeModel) => void }) {
  return (
    <fieldset className="inline-grid grid-cols-2 rounded-full border border-border bg-background p-1">
      <legend className="sr-only">{DETAIL_COPY.sizeToggleLabel}</legend>
      {SIZE_MODELS.map((model) => (
        <button
          key={model}
          type="button"
          aria-pressed={model === value}
          onClick={() => onChange(model)}
          className={cn(
            'h-8 rounded-full px-4 text-sm font-medium transition-colors duration-200',
            model === value ? 'bg-foreground text-background' : 'text-muted hover:text-foreground',
          )}
        >
          {SIZE_MODEL_LABELS[model]}
        </button>
      ))}
    </fieldset>
  );
}
