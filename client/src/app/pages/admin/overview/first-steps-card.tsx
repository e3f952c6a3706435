import { useQuery } from '@tanstack/react-query';
import { Check } from '@/components/icons/admin';
import { collectionQueries } from '@/features/admin-collection/api';
import { adminAboutQuery } from '@/features/admin-content/about/api';
import { adminSiteSettingQuery } from '@/features/admin-content/site-settings/api';
import { type FirstStepTab, firstSteps } from './first-steps';

/**
 * The short list a fresh site shows above its tabs until the collection, the hero and the About
 * page have content of the admin's own; each step opens the tab where it is done.
 */
export function FirstStepsCard({ onOpenTab }: { onOpenTab: (tab: FirstStepTab) => void }) {
  const sculptures = useQuery(collectionQueries.sculptures());
  const about = useQuery(adminAboutQuery());
  const heroMediaType = useQuery(adminSiteSettingQuery('homepage-hero-media-type'));
  const heroImage = useQuery(adminSiteSettingQuery('homepage-hero-image'));
  const heroVideo = useQuery(adminSiteSettingQuery('homepage-hero-video'));
  // Shown only once everything is known: a list that flashes on every load would be noise.
  if (
    sculptures.data === undefined ||
    about.data === undefined ||
    heroMediaType.data === undefined ||
    heroImage.data === undefined ||
    heroVideo.data === undefined
  )
    return null;
  const steps = firstSteps({
    sculptureCount: sculptures.data.length,
    about: about.data,
    heroMediaType: heroMediaType.data,
    heroImage: heroImage.data,
    heroVideo: heroVideo.data,
  });
  if (steps.every((step) => step.done)) return null;

  return (
    <section
      aria-labelledby="first-steps-heading"
      className="grid gap-3 rounded-lg border border-accent/40 bg-accent/5 p-4 sm:p-5"
    >
      <div className="grid gap-1">
        <h2 id="first-steps-heading" className="font-display text-lg font-semibold">
          First steps
        </h2>
        <p className="text-sm text-muted">
          The site is live with its built-in texts. These make it yours; this list goes once all three are
          done.
        </p>
      </div>
      <ol className="grid gap-2">
        {steps.map((step) => (
          <li key={step.tab} className="flex items-start gap-3">
            <span
              className={
                step.done
                  ? 'mt-0.5 grid size-5 shrink-0 place-items-center rounded-full bg-accent text-background'
                  : 'mt-0.5 size-5 shrink-0 rounded-full border border-border'
              }
            >
              {step.done ? <Check className="size-3.5" strokeWidth={3} aria-hidden /> : null}
            </span>
            <span className="grid gap-0.5">
              {step.done ? (
                <span className="text-sm text-muted line-through">
                  {step.label}
                  <span className="sr-only"> (done)</span>
                </span>
              ) : (
                <button
                  type="button"
                  onClick={() => onOpenTab(step.tab)}
                  className="w-fit rounded-sm text-left text-sm font-medium text-foreground underline decoration-accent underline-offset-4 hover:text-accent"
                >
                  {step.label}
                </button>
              )}
              {step.done ? null : <span className="text-xs text-muted">{step.hint}</span>}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
