import { POPUP_DELAY_MAX_SECONDS, POPUP_DELAY_MIN_SECONDS } from '@contract/limits';
import { POPUP_TEXT_LIMITS, type PopupSettings } from '@contract/popup-settings';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { describeField } from '@/components/admin/describe-field';
import { notifyFailure, notifySuccess } from '@/components/admin/notify';
import { FlaskConical, Save } from '@/components/icons/admin';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { TitledCard } from '@/components/ui/titled-card';
import { requestPopupTest } from '@/lib/popup-test';
import { WatchedCount } from '../../components/watched-count';
import { CONTENT_COPY } from '../../content-copy';
import { useSavePopupSettings } from '../api';
import { checkPopupForm, type PopupFormValues, toPopupFormValues } from '../popup-form';

const copy = CONTENT_COPY.popup;

/** Popup settings. Problems are toasts; a failed save leaves the fields as typed. */
export function PopupSettingsForm({ settings }: { settings: PopupSettings }) {
  const form = useForm<PopupFormValues>({ defaultValues: toPopupFormValues(settings) });
  const save = useSavePopupSettings();
  const { register, control } = form;

  const onSubmit = form.handleSubmit((values) => {
    const checked = checkPopupForm(values);
    if (!checked.ok) {
      notifyFailure(checked.problem.description, checked.problem.title);
      return;
    }
    save.mutate(checked.input, {
      onSuccess: (saved) => {
        form.reset(toPopupFormValues(saved));
        notifySuccess(copy.saved.title, copy.saved.description);
      },
    });
  });

  /** Clears both browser flags, so the next gallery page shows the popup at once. */
  function testPopup() {
    requestPopupTest();
    notifySuccess(copy.reset.title, settings.enabled === 'true' ? copy.reset.enabled : copy.reset.disabled);
  }

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate>
        <TitledCard
          title="Newsletter Popup"
          description="Asks visitors of the gallery pages to subscribe, once, after the delay."
          footer={
            <>
              <Button variant="secondary" size="sm" onClick={testPopup}>
                <FlaskConical aria-hidden />
                Test Popup
              </Button>
              <Button type="submit" size="sm" disabled={save.isPending}>
                <Save aria-hidden />
                {save.isPending ? 'Saving...' : 'Save Settings'}
              </Button>
            </>
          }
        >
          <div className="flex items-center justify-between gap-4 rounded-md border border-border bg-background p-3">
            <div className="grid gap-0.5">
              <Label htmlFor="popup-enabled">Enable Popup</Label>
              <p id="popup-enabled-hint" className="text-xs text-muted">
                Shown on Collection, About and Contact.
              </p>
            </div>
            <Controller
              control={control}
              name="enabled"
              render={({ field }) => (
                <Switch
                  id="popup-enabled"
                  checked={field.value}
                  onCheckedChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  aria-describedby="popup-enabled-hint"
                />
              )}
            />
          </div>
          <FormField id="popup-title" label="Title" required>
            <Input id="popup-title" required {...register('title')} />
            <WatchedCount id="popup-title-count" name="title" limit={POPUP_TEXT_LIMITS.title} />
          </FormField>
          <FormField id="popup-content" label="Content" required>
            <Textarea id="popup-content" rows={3} required {...register('content')} />
            <WatchedCount id="popup-content-count" name="content" limit={POPUP_TEXT_LIMITS.content} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              id="popup-delay"
              label="Show Delay (seconds)"
              hint={`From ${POPUP_DELAY_MIN_SECONDS} to ${POPUP_DELAY_MAX_SECONDS} seconds after the page opens.`}
            >
              <Input
                id="popup-delay"
                type="number"
                inputMode="numeric"
                min={POPUP_DELAY_MIN_SECONDS}
                max={POPUP_DELAY_MAX_SECONDS}
                {...register('delaySeconds')}
                {...describeField('popup-delay', undefined, { hint: true })}
              />
            </FormField>
            <FormField id="popup-button-text" label="Button Text">
              <Input id="popup-button-text" {...register('buttonText')} />
              <WatchedCount
                id="popup-button-text-count"
                name="buttonText"
                limit={POPUP_TEXT_LIMITS.buttonText}
              />
            </FormField>
          </div>
        </TitledCard>
      </form>
    </FormProvider>
  );
}
