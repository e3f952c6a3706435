import { ACTIVITY_ENTITIES, ACTIVITY_QUERY_MAX, type ActivityEntity } from '@contract/activity';
import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { ACTIVITY_COPY, type ActivityFilter } from '../api';

const KINDS = Object.entries(ACTIVITY_ENTITIES) as [ActivityEntity, string][];

/** The kind of thing and a text to look for; the list follows as the admin types. */
export function ActivityFilters({
  filter,
  onChange,
}: {
  filter: ActivityFilter;
  onChange: (filter: ActivityFilter) => void;
}) {
  const kindId = useId();
  const textId = useId();
  return (
    <div className="grid gap-3 sm:grid-cols-[14rem_minmax(0,1fr)]">
      <div className="grid gap-1.5">
        <Label htmlFor={kindId}>{ACTIVITY_COPY.kind}</Label>
        <NativeSelect
          id={kindId}
          value={filter.entity}
          onChange={(event) =>
            onChange({ ...filter, entity: event.target.value as ActivityFilter['entity'] })
          }
        >
          <option value="">{ACTIVITY_COPY.allKinds}</option>
          {KINDS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={textId}>{ACTIVITY_COPY.search}</Label>
        <Input
          id={textId}
          type="search"
          value={filter.text}
          maxLength={ACTIVITY_QUERY_MAX}
          placeholder={ACTIVITY_COPY.searchPlaceholder}
          onChange={(event) => onChange({ ...filter, text: event.target.value })}
        />
      </div>
    </div>
  );
}
