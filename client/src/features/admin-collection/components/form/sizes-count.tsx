import { parseSizes, SIZE_LIST_LIMITS } from '@contract/sculpture';
import { useFormContext, useWatch } from 'react-hook-form';
import { CharacterCount } from '@/components/ui/character-count';
import type { SculptureFormValues } from '../../sculpture-form-schema';
import { fieldId } from './field-ids';

/**
 * The sizes line's counters: it is limited as the list it becomes, in how many sizes it names
 * and in the length of each, so each shows near its limit (the longest size stands for all).
 */
export function SizesCount() {
  const { control } = useFormContext<SculptureFormValues>();
  const line = useWatch({ control, name: 'sizes' });
  const sizes = parseSizes(typeof line === 'string' ? line : '');
  const longest = Math.max(0, ...sizes.map((size) => size.length));
  const id = fieldId('sizes');
  return (
    <>
      <CharacterCount id={`${id}-count`} length={sizes.length} limit={SIZE_LIST_LIMITS.count} unit="sizes" />
      <CharacterCount
        id={`${id}-longest-count`}
        length={longest}
        limit={SIZE_LIST_LIMITS.length}
        label="Longest size"
      />
    </>
  );
}
