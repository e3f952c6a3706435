import { useFormContext, useWatch } from 'react-hook-form';
import { CharacterCount } from '@/components/ui/character-count';

/** The site settings' counter for a field of the surrounding form, by its name (the text trimmed, as saved). */
export function WatchedCount({ id, name, limit }: { id: string; name: string; limit: number }) {
  const { control } = useFormContext();
  const value: unknown = useWatch({ control, name });
  return (
    <CharacterCount id={id} length={typeof value === 'string' ? value.trim().length : 0} limit={limit} />
  );
}
