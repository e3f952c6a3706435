import { TEXT_COUNTER_FROM } from '@contract/limits';
import { cn } from '@/lib/cn';

const count = (n: number) => n.toLocaleString('en-US');

/**
 * How much of a text field's limit is used, shown only near the limit (far below it the number
 * is noise). Over the limit it says so: the server will refuse the save with the same numbers.
 */
export function CharacterCount({ id, length, limit }: { id: string; length: number; limit: number }) {
  if (length < limit * TEXT_COUNTER_FROM) return null;
  const over = length > limit;
  return (
    <p id={id} className={cn('text-xs tabular-nums', over ? 'font-medium text-sold-out' : 'text-muted')}>
      {count(length)} / {count(limit)} characters{over ? ' (over the limit)' : ''}
    </p>
  );
}
