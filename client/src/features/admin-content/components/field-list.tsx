import type { ReactNode } from 'react';
import { Plus, X } from '@/components/icons/admin';
import { Button } from '@/components/ui/button';

interface FieldListProps {
  /** Stable keys of the items (react-hook-form's field ids). */
  itemKeys: readonly string[];
  /** 'Paragraph' gives 'Paragraph 2', 'Remove paragraph 2' and 'Add Paragraph'. */
  itemName: string;
  onAdd: () => void;
  onRemove: (index: number) => void;
  renderItem: (index: number) => ReactNode;
  /** A list-level message, e.g. 'At least one paragraph is required'. */
  error?: string;
}

/** An editable list whose items can be added and removed, but never below one. */
export function FieldList({ itemKeys, itemName, onAdd, onRemove, renderItem, error }: FieldListProps) {
  const removable = itemKeys.length > 1;
  return (
    <div className="grid gap-3">
      <ol className="grid gap-3">
        {itemKeys.map((key, index) => (
          <li key={key}>
            {/* A named group, so 'Title' in item 2 is announced as part of 'Timeline Item 2'. */}
            <fieldset className="grid min-w-0 gap-2 rounded-md border border-border bg-background p-3">
              <legend className="sr-only">
                {itemName} {index + 1}
              </legend>
              <div className="flex min-h-8 items-center justify-between gap-2">
                <span aria-hidden className="text-xs font-semibold tracking-wide text-muted uppercase">
                  {itemName} {index + 1}
                </span>
                {removable ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    className="h-8 px-2 text-muted hover:text-foreground"
                    aria-label={`Remove ${itemName.toLowerCase()} ${index + 1}`}
                    onClick={() => onRemove(index)}
                  >
                    <X aria-hidden />
                    <span aria-hidden className="hidden sm:inline">
                      Remove
                    </span>
                  </Button>
                ) : null}
              </div>
              {renderItem(index)}
            </fieldset>
          </li>
        ))}
      </ol>
      {error ? (
        <p role="alert" className="text-xs font-medium text-sold-out">
          {error}
        </p>
      ) : null}
      <div>
        <Button variant="subtle" size="sm" onClick={onAdd}>
          <Plus aria-hidden />
          Add {itemName}
        </Button>
      </div>
    </div>
  );
}
