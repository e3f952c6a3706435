import { type ReactNode, useId } from 'react';
import { Input } from '@/components/ui/input';
import { useSearchBox } from './use-search-box';

/**
 * The search above a tab's list, over the `q` in the address (useSearchBox): a box whose label
 * only screen readers hear, and beside it any filters the tab adds. Enter searches at once.
 */
export function TabSearch({
  q,
  onSearch,
  label,
  placeholder,
  className,
  children,
}: {
  q: string;
  /** Puts the words in the address (and the list back on its first page). */
  onSearch: (q: string) => void;
  label: string;
  placeholder: string;
  /** The form's layout, when filters stand beside the box. */
  className?: string;
  /** The tab's filters, in the same form. */
  children?: ReactNode;
}) {
  const id = useId();
  const { typed, setTyped, commit } = useSearchBox(q, onSearch);
  return (
    <search>
      <form
        className={className}
        onSubmit={(event) => {
          event.preventDefault();
          commit();
        }}
      >
        <div className="grid gap-1">
          <label htmlFor={id} className="sr-only">
            {label}
          </label>
          <Input
            id={id}
            type="search"
            placeholder={placeholder}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
        {children}
      </form>
    </search>
  );
}
