import { DETAIL_DEFAULTS, SIZE_MODEL_LABELS, type SizeModel } from '@contract/limits';
import { SIZE_CHART_FIELDS, SIZE_CHART_LABELS, type SizeChartField } from '@contract/sculpture';
import { useFormContext, useWatch } from 'react-hook-form';
import type { SculptureFormValues } from '../../sculpture-form-schema';
import { SculptureTextField } from './sculpture-text-field';

/** Short measurements sit four to a row; the longer texts two. */
const DIMENSION_FIELDS = SIZE_CHART_FIELDS.slice(0, 4);
const TEXT_FIELDS = SIZE_CHART_FIELDS.slice(4);

function siteDefault(model: SizeModel, field: SizeChartField): string {
  if (field === 'medium' || field === 'certificate') return DETAIL_DEFAULTS[field];
  return DETAIL_DEFAULTS[model][field];
}

/**
 * What the detail page shows for a blank field, used as its placeholder: the sculpture's own
 * medium, edition, finish or certificate typed above, else the default (fallback order).
 */
function useFallback(model: SizeModel): (field: SizeChartField) => string {
  const { control } = useFormContext<SculptureFormValues>();
  const [medium, edition, finish, certificate] = useWatch({
    control,
    name: ['medium', 'edition', 'finish', 'certificate'],
  });
  const typed: Partial<Record<SizeChartField, string | undefined>> = { medium, edition, finish, certificate };
  return (field) => typed[field]?.trim() || siteDefault(model, field);
}

/** The size chart of one model (12 inch = 100, 54 inch = 450) as its own labelled group. */
export function SizeChartGroup({ model }: { model: SizeModel }) {
  const fallback = useFallback(model);
  return (
    <fieldset className="grid min-w-0 gap-3 rounded-md border border-border bg-background p-4">
      <legend className="px-1 font-display text-sm font-semibold">
        {SIZE_MODEL_LABELS[model]} <span className="font-normal text-muted">({model}%)</span>
      </legend>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {DIMENSION_FIELDS.map((field) => (
          <SculptureTextField
            key={field}
            name={`${field}${model}`}
            label={SIZE_CHART_LABELS[field]}
            placeholder={fallback(field)}
          />
        ))}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {TEXT_FIELDS.map((field) => (
          <SculptureTextField
            key={field}
            name={`${field}${model}`}
            label={SIZE_CHART_LABELS[field]}
            placeholder={fallback(field)}
          />
        ))}
      </div>
    </fieldset>
  );
}
