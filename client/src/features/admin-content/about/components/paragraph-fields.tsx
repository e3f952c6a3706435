import { ABOUT_TEXT_LIMITS } from '@contract/about';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { describeField } from '@/components/admin/describe-field';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { FieldList } from '../../components/field-list';
import { WatchedCount } from '../../components/watched-count';
import { type AboutFormInput, emptyParagraph } from '../about-form';

export function ParagraphFields() {
  const { control, register, formState } = useFormContext<AboutFormInput>();
  const { fields, append, remove } = useFieldArray({ control, name: 'paragraphs' });
  const errors = formState.errors.paragraphs;
  return (
    <FieldList
      itemKeys={fields.map((field) => field.id)}
      itemName="Paragraph"
      onAdd={() => append(emptyParagraph())}
      onRemove={remove}
      error={errors?.root?.message ?? errors?.message}
      renderItem={(index) => {
        const id = `about-paragraph-${index}`;
        const error = errors?.[index]?.text?.message;
        return (
          <FormField id={id} label={`Paragraph ${index + 1}`} error={error} className="[&>label]:sr-only">
            <Textarea
              id={id}
              rows={3}
              {...register(`paragraphs.${index}.text`)}
              {...describeField(id, error)}
            />
            <WatchedCount
              id={`${id}-count`}
              name={`paragraphs.${index}.text`}
              limit={ABOUT_TEXT_LIMITS.paragraph}
            />
          </FormField>
        );
      }}
    />
  );
}
