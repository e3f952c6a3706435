import { type DragEvent, type Ref, useId, useRef, useState } from 'react';
import { Upload } from '@/components/icons/admin';
import { cn } from '@/lib/cn';

interface FileDropZoneProps {
  /** The button's name: 'Upload thumbnail', 'Add gallery images'. */
  label: string;
  /** Formats and limit, read out with the name. */
  hint: string;
  /** The file input's accept attribute (acceptAttribute of the rules). */
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
  className?: string;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A drop target that is also a button: a click, Enter or Space opens the file picker, so the
 * keyboard gets everything the mouse does. The wrapper takes the drag events because a
 * disabled button receives none, and a file dropped there must not open in the tab.
 */
export function FileDropZone({
  label,
  hint,
  accept,
  multiple = false,
  disabled = false,
  onFiles,
  className,
  ref,
}: FileDropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [over, setOver] = useState(false);

  function take(list: FileList | null) {
    const files = Array.from(list ?? []);
    if (disabled || files.length === 0) return;
    onFiles(multiple ? files : files.slice(0, 1));
  }

  function onDrag(event: DragEvent) {
    event.preventDefault();
    if (!disabled) event.dataTransfer.dropEffect = 'copy';
    setOver(!disabled && event.type !== 'dragleave');
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping is the mouse's shortcut; the button inside is the way for everyone
    <div
      onDragEnter={onDrag}
      onDragOver={onDrag}
      onDragLeave={onDrag}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        take(event.dataTransfer.files);
      }}
      className={cn('grid', className)}
    >
      <button
        ref={ref}
        type="button"
        disabled={disabled}
        aria-describedby={hintId}
        onClick={() => input.current?.click()}
        className={cn(
          'grid min-h-24 w-full place-content-center justify-items-center gap-1.5 rounded-md border border-dashed border-foreground/25 bg-surface-raised/60 px-3 py-4 text-center',
          'transition-colors duration-150 hover:border-accent-ink hover:bg-accent/10',
          'disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:border-foreground/25 disabled:hover:bg-surface-raised/60',
          over && 'border-accent-ink bg-accent/15',
        )}
      >
        <Upload aria-hidden className="size-5 text-muted" />
        <span className="text-sm font-medium">{label}</span>
        <span id={hintId} className="text-xs text-muted">
          <span className="hidden sm:inline">Drop here or click · </span>
          {hint}
        </span>
      </button>
      <input
        ref={input}
        type="file"
        hidden
        accept={accept}
        multiple={multiple}
        onChange={(event) => {
          take(event.currentTarget.files);
          // Cleared so that choosing the same file again (after fixing it) fires a change.
          event.currentTarget.value = '';
        }}
      />
    </div>
  );
}
