import { ABOUT_TEXT_LIMITS } from '@contract/about';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { describeField } from '@/components/admin/describe-field';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { FieldList } from '../../components/field-list';
import { WatchedCount } from '../../components/watched-count';
import { type AboutFormInput, emptyTimelineItem } from '../about-form';

export function TimelineFields() {
  const { control, register, formState } = useFormContext<AboutFormInput>();
  const { fields, append, remove } = useFieldArray({ control, name: 'timelineItems' });
  const errors = formState.errors.timelineItems;
  return (
    <FieldList
      itemKeys={fields.map((field) => field.id)}
      itemName="Timeline Item"
      onAdd={() => append(emptyTimelineItem())}
      onRemove={remove}
      renderItem={(index) => {
        const titleId = `about-timeline-${index}-title`;
        const bodyId = `about-timeline-${index}-body`;
        const titleError = errors?.[index]?.title?.message;
        const bodyError = errors?.[index]?.body?.message;
        return (
          // Side by side only where the card is wide; the about editor has two columns on big screens.
          <div className="@container grid gap-3">
            <div className="grid gap-3 @xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
              <FormField id={titleId} label="Title" error={titleError}>
                <Input
                  id={titleId}
                  {...register(`timelineItems.${index}.title`)}
                  {...describeField(titleId, titleError)}
                />
                <WatchedCount
                  id={`${titleId}-count`}
                  name={`timelineItems.${index}.title`}
                  limit={ABOUT_TEXT_LIMITS.timelineTitle}
                />
              </FormField>
              <FormField id={bodyId} label="Description" error={bodyError}>
                <Textarea
                  id={bodyId}
                  rows={2}
                  className="min-h-0"
                  {...register(`timelineItems.${index}.body`)}
                  {...describeField(bodyId, bodyError)}
                />
                <WatchedCount
                  id={`${bodyId}-count`}
                  name={`timelineItems.${index}.body`}
                  limit={ABOUT_TEXT_LIMITS.timelineBody}
                />
              </FormField>
            </div>
          </div>
        );
      }}
    />
  );
}
