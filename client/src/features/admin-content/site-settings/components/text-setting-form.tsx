import { isBareEmail } from '@contract/email-address';
import { settingTextLimit } from '@contract/site-settings';
import { useForm } from 'react-hook-form';
import { describeField } from '@/components/admin/describe-field';
import { notifySuccess } from '@/components/admin/notify';
import { SettingCard } from '@/components/admin/setting-card';
import { Save } from '@/components/icons/admin';
import { Button } from '@/components/ui/button';
import { CharacterCount } from '@/components/ui/character-count';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { RestoredDraftNotice } from '@/components/ui/restored-draft-notice';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { useFormDraft } from '@/lib/unsaved/use-form-draft';
import { CONTENT_COPY } from '../../content-copy';
import { useSaveSettings } from '../api';
import { isBlank, toSettingInput } from '../setting-values';
import type { TextSettingCardConfig } from '../text-setting-cards';

type SettingTexts = Record<string, string>;

interface TextSettingFormProps {
  card: TextSettingCardConfig;
  /** The stored text of each field, by setting key. */
  initial: SettingTexts;
}

/** The fields of one text card and its save button; a failed save leaves the fields as typed. */
export function TextSettingForm({ card, initial }: TextSettingFormProps) {
  const form = useForm<SettingTexts>({ defaultValues: initial });
  const save = useSaveSettings(card.saveFailure);
  const draft = useFormDraft(form, `setting:${card.fields.map((field) => field.key).join(',')}`);
  const texts = form.watch();
  const blocked = card.fields.some((field) => field.required && isBlank(texts[field.key]));

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(
      card.fields.map((field) => toSettingInput(field.key, values[field.key] ?? '')),
      {
        onSuccess: () => {
          form.reset(values);
          notifySuccess(CONTENT_COPY.success, CONTENT_COPY.settings.saved(card.title));
        },
      },
    ),
  );

  return (
    // The form is the grid cell; as a grid itself it stretches the card to the row's height.
    <form onSubmit={onSubmit} noValidate className={cn('grid', card.wide && 'md:col-span-2')}>
      <SettingCard
        title={card.title}
        description={card.description}
        footer={
          <Button type="submit" size="sm" disabled={blocked || save.isPending}>
            <Save aria-hidden />
            {save.isPending ? 'Saving...' : card.saveLabel}
          </Button>
        }
      >
        <RestoredDraftNotice draft={draft} />
        {card.fields.map((field) => {
          const id = `setting-${field.key}`;
          const error = form.formState.errors[field.key]?.message;
          const control = {
            id,
            required: field.required,
            ...(field.email ? { type: 'email', autoComplete: 'email', spellCheck: false } : {}),
            ...form.register(field.key, {
              // An address field takes one address or nothing; the server refuses the rest too.
              validate: field.email
                ? (text) => isBlank(text) || isBareEmail(text ?? '') || field.email
                : undefined,
            }),
            ...describeField(id, error, { hint: !!field.hint }),
          };
          return (
            <FormField
              key={field.key}
              id={id}
              label={field.label}
              required={field.required}
              hint={field.hint}
              error={error}
            >
              {field.rows ? <Textarea rows={field.rows} {...control} /> : <Input {...control} />}
              <CharacterCount
                id={`${id}-count`}
                // What a save sends: the text trimmed, so the counter and the server agree.
                length={texts[field.key]?.trim().length ?? 0}
                limit={settingTextLimit(field.key)}
              />
            </FormField>
          );
        })}
      </SettingCard>
    </form>
  );
}
