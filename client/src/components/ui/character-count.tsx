import { TEXT_COUNTER_FROM } from '@contract/limits';
import { cn } from '@/lib/cn';

const count = (n: number) => n.toLocaleString('en-US');

interface CharacterCountProps {
  id: string;
  length: number;
  limit: number;
  /** What is counted, when not the characters of the field: 'sizes'. */
  unit?: string;
  /** Names the part counted, when it is not the whole field: 'Longest size'. */
  label?: string;
}

/**
 * How much of a text field's limit is used, shown only near the limit (far below it the number
 * is noise). Over the limit it says so: the server will refuse the save with the same numbers.
 */
export function CharacterCount({ id, length, limit, unit = 'characters', label }: CharacterCountProps) {
  if (length < limit * TEXT_COUNTER_FROM) return null;
  const over = length > limit;
  return (
    <p id={id} className={cn('text-xs tabular-nums', over ? 'font-medium text-sold-out' : 'text-muted')}>
      {label ? `${label}: ` : ''}
      {count(length)} / {count(limit)} {unit}
      {over ? ' (over the limit)' : ''}
    </p>
  );
}
