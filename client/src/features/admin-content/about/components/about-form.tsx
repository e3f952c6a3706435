import { ABOUT_TEXT_LIMITS, type About } from '@contract/about';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { describeField } from '@/components/admin/describe-field';
import { notifySuccess } from '@/components/admin/notify';
import { Save } from '@/components/icons/admin';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { RestoredDraftNotice } from '@/components/ui/restored-draft-notice';
import { TitledCard } from '@/components/ui/titled-card';
import { useFormDraft } from '@/lib/unsaved/use-form-draft';
import { WatchedCount } from '../../components/watched-count';
import { CONTENT_COPY } from '../../content-copy';
import {
  type AboutFormInput,
  AboutFormSchema,
  type AboutFormValues,
  toAboutFormInput,
  toAboutPayload,
} from '../about-form';
import { useSaveAbout } from '../api';
import { ParagraphFields } from './paragraph-fields';
import { TimelineFields } from './timeline-fields';

/** The about editor. Mounted once the page is loaded; a failed save leaves the fields as typed. */
export function AboutForm({ about }: { about: About | null }) {
  const form = useForm<AboutFormInput, unknown, AboutFormValues>({
    resolver: zodResolver(AboutFormSchema),
    defaultValues: toAboutFormInput(about),
  });
  const save = useSaveAbout();
  const draft = useFormDraft(form, 'about');
  const { register, formState } = form;
  const errors = formState.errors;

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(
      { id: about?.id ?? null, input: toAboutPayload(values) },
      {
        onSuccess: () => {
          form.reset(values);
          notifySuccess(CONTENT_COPY.success, CONTENT_COPY.about.saved);
        },
      },
    ),
  );

  return (
    <FormProvider {...form}>
      <form
        onSubmit={onSubmit}
        noValidate
        // Room above the sticky save bar when an invalid field is focused and scrolled to.
        className="grid gap-4 [&_input]:scroll-mb-28 [&_textarea]:scroll-mb-28"
      >
        <RestoredDraftNotice draft={draft} />
        {/* Two columns on wide screens: the page's text on the left, its timeline and button on the right. */}
        <div className="grid items-start gap-4 xl:grid-cols-2">
          <div className="grid gap-4">
            <TitledCard title="Page">
              <FormField id="about-title" label="Page Title" required error={errors.title?.message}>
                <Input
                  id="about-title"
                  {...register('title')}
                  {...describeField('about-title', errors.title?.message)}
                />
                <WatchedCount id="about-title-count" name="title" limit={ABOUT_TEXT_LIMITS.title} />
              </FormField>
            </TitledCard>
            <TitledCard title="Paragraphs" description="Shown in order under the title.">
              <ParagraphFields />
            </TitledCard>
          </div>
          <div className="grid gap-4">
            <TitledCard title="Timeline" description="The 'Our Journey' entries, in order.">
              <TimelineFields />
            </TitledCard>
            <TitledCard
              title="Call to Action"
              description="Optional. The button shows when both a label and a link are set."
            >
              <div className="@container">
                <div className="grid gap-4 @lg:grid-cols-2">
                  <FormField
                    id="about-cta-label"
                    label="Call-to-Action Label"
                    error={errors.ctaLabel?.message}
                  >
                    <Input
                      id="about-cta-label"
                      {...register('ctaLabel')}
                      {...describeField('about-cta-label', errors.ctaLabel?.message)}
                    />
                    <WatchedCount
                      id="about-cta-label-count"
                      name="ctaLabel"
                      limit={ABOUT_TEXT_LIMITS.ctaLabel}
                    />
                  </FormField>
                  <FormField
                    id="about-cta-href"
                    label="Call-to-Action Link"
                    hint="A site path such as /collection, or a full URL."
                    error={errors.ctaHref?.message}
                  >
                    <Input
                      id="about-cta-href"
                      {...register('ctaHref')}
                      {...describeField('about-cta-href', errors.ctaHref?.message, { hint: true })}
                    />
                    <WatchedCount
                      id="about-cta-href-count"
                      name="ctaHref"
                      limit={ABOUT_TEXT_LIMITS.ctaHref}
                    />
                  </FormField>
                </div>
              </div>
            </TitledCard>
          </div>
        </div>
        {/* The form is long: its save button stays in reach at the bottom of the window. */}
        <div className="sticky bottom-0 z-10 -mx-4 flex justify-end border-t border-border bg-background/90 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6">
          <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto">
            <Save aria-hidden />
            {save.isPending ? 'Saving...' : 'Save About Page'}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
