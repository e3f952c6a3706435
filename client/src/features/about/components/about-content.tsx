import type { About } from '@contract/about';
import { SITE_LINK_PATTERN } from '@contract/patterns';
import { decodeTimeline, type TimelineItem } from '@contract/timeline-wire';
import { ArrowRight } from '@/components/icons/arrow-right';
import { BrandMark } from '@/components/layout/brand-logo';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { ABOUT_COPY } from '@/config/copy/about';
import { paths } from '@/config/paths';

interface AboutView {
  title: string;
  paragraphs: readonly string[];
  timeline: readonly TimelineItem[];
  cta: { label: string; href: string } | null;
}

/** What the page shows: the saved about content, or the built-in copy when none exists. */
export function toAboutView(about: About | null): AboutView {
  if (!about) {
    return {
      title: ABOUT_COPY.title,
      paragraphs: ABOUT_COPY.paragraphs,
      timeline: ABOUT_COPY.timeline,
      cta: { label: ABOUT_COPY.ctaLabel, href: paths.collection },
    };
  }
  let timeline: TimelineItem[] = [];
  try {
    timeline = decodeTimeline(about.timelineItems);
  } catch (error) {
    console.warn('About timeline is not valid JSON', error);
  }
  return {
    title: about.title,
    paragraphs: about.paragraphs,
    timeline,
    // A link saved before the rule existed is not shown rather than followed.
    cta:
      about.ctaLabel && about.ctaHref && SITE_LINK_PATTERN.test(about.ctaHref)
        ? { label: about.ctaLabel, href: about.ctaHref }
        : null,
  };
}

/** An internal link stays in the SPA; anything else is a plain anchor. */
function CtaLink({ href, label }: { href: string; label: string }) {
  const content = (
    <>
      {label}
      <ArrowRight aria-hidden />
    </>
  );
  return (
    <Button asChild size="lg">
      {href.startsWith('/') ? <Link to={href}>{content}</Link> : <a href={href}>{content}</a>}
    </Button>
  );
}

export function AboutContent({ view }: { view: AboutView }) {
  return (
    <div className="grid gap-20 sm:gap-28">
      <div className="grid gap-12 lg:grid-cols-[1.1fr_0.9fr] lg:gap-20">
        <div className="grid content-start gap-8">
          <PageHeader eyebrow="About" title={view.title} />
          <div className="grid max-w-prose gap-5 text-base leading-relaxed text-foreground/85 sm:text-lg">
            {view.paragraphs.map((paragraph, index) => (
              <p key={index} className="whitespace-pre-line">
                {paragraph}
              </p>
            ))}
          </div>
          {view.cta ? (
            <div>
              <CtaLink href={view.cta.href} label={view.cta.label} />
            </div>
          ) : null}
        </div>
        {/* An image placeholder; the studio photo arrives with the about editor. */}
        <figure className="bg-grid relative grid aspect-[4/3] place-items-center lg:aspect-[4/5] overflow-hidden rounded-[var(--radius-frame)] bg-surface ring-1 ring-border">
          <div
            aria-hidden
            className="absolute inset-0 bg-[radial-gradient(ellipse_at_50%_40%,rgb(255_217_0/0.08),transparent_65%)]"
          />
          <BrandMark className="size-24 opacity-90" />
          <figcaption className="absolute bottom-4 left-4 text-xs tracking-[0.2em] text-muted uppercase">
            {ABOUT_COPY.imageCaption}
          </figcaption>
        </figure>
      </div>
      {view.timeline.length > 0 ? <Timeline items={view.timeline} /> : null}
    </div>
  );
}

function Timeline({ items }: { items: readonly TimelineItem[] }) {
  return (
    <section aria-labelledby="timeline-title" className="grid gap-10 lg:grid-cols-[0.8fr_1.2fr] lg:gap-20">
      <h2
        id="timeline-title"
        className="font-display text-3xl font-bold tracking-tight sm:text-4xl lg:sticky lg:top-24 lg:self-start"
      >
        {ABOUT_COPY.timelineTitle}
      </h2>
      <ol className="relative grid gap-10 border-l border-border pl-8 sm:pl-10">
        {items.map((item, index) => (
          <li key={index} className="relative grid gap-2">
            {/* The marker sits on the rule: a chrome point with the accent at its heart. */}
            <span
              aria-hidden
              className="absolute top-1 -left-[calc(2rem+5px)] grid size-[9px] place-items-center rounded-full bg-chrome ring-4 ring-background sm:-left-[calc(2.5rem+5px)]"
            />
            <span className="font-display text-xs font-semibold tracking-[0.18em] text-accent tabular-nums">
              {String(index + 1).padStart(2, '0')}
            </span>
            <h3 className="font-display text-xl font-semibold tracking-tight sm:text-2xl">{item.title}</h3>
            <p className="max-w-prose leading-relaxed text-muted">{item.body}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
