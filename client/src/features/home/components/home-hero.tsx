import { formatFocalPoint, parseFocalPoint } from '@contract/focal-point';
import { IMAGE_SIZES } from '@contract/image-sizes';
import type { ImageMeta } from '@contract/responsive-image';
import { ArrowRight } from '@/components/icons/arrow-right';
import { BrandMark } from '@/components/layout/brand-logo';
import { Container } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { HOME_COPY } from '@/config/copy/home';
import { paths } from '@/config/paths';
import { useSiteSetting } from '@/features/site-settings/api';
import { MediaFrame } from './media-frame';

interface HeroMedia {
  kind: 'photo' | 'video';
  src: string;
  meta?: ImageMeta;
  /** The owner's focal point of the photo ('30% 45%'): the 3:4 crop keeps it in view. */
  objectPosition?: string;
}

/** The media-type setting picks photo or video (default photo); null means the fallback hero. */
function useHeroMedia(): { media: HeroMedia | null; isPending: boolean } {
  const type = useSiteSetting('homepage-hero-media-type');
  const image = useSiteSetting('homepage-hero-image');
  const video = useSiteSetting('homepage-hero-video');
  const focal = useSiteSetting('homepage-hero-focal-point');
  const isPending = type.isPending || image.isPending || video.isPending || focal.isPending;
  if (type.value === 'video' && video.value) return { media: { kind: 'video', src: video.value }, isPending };
  if (type.value !== 'video' && image.value) {
    // Checked before it reaches a style: only two percentages ever do.
    const point = parseFocalPoint(focal.value);
    const objectPosition = point ? formatFocalPoint(point) : undefined;
    return { media: { kind: 'photo', src: image.value, meta: image.imageMeta, objectPosition }, isPending };
  }
  return { media: null, isPending };
}

export function HomeHero() {
  const title = useSiteSetting('homepage-hero-title');
  const description = useSiteSetting('homepage-hero-description');
  const { media, isPending: mediaPending } = useHeroMedia();
  const hasMedia = media !== null;
  // The layout depends on whether there is media, so nothing is drawn until the settings are
  // known: a brief quiet frame beats the hero jumping from one layout to the other.
  const isPending = mediaPending || title.isPending || description.isPending;

  return (
    <section
      aria-labelledby="home-hero-title"
      className="relative isolate overflow-hidden border-b border-border"
    >
      {/* The spotlight: one warm pool of light on near-black, faint blueprint grid beneath. */}
      <div
        aria-hidden
        className="bg-grid absolute inset-0 -z-10 [mask-image:radial-gradient(ellipse_at_50%_40%,black_20%,transparent_75%)]"
      />
      <div
        aria-hidden
        className="absolute top-[-20%] left-1/2 -z-10 h-[70vh] w-[90vw] max-w-5xl -translate-x-1/2 rounded-full bg-[radial-gradient(closest-side,rgb(255_217_0/0.10),transparent)]"
      />
      {isPending ? (
        <div role="status" aria-label="Loading" className="min-h-[70vh] lg:min-h-[80vh]" />
      ) : (
        <Container
          className={
            hasMedia
              ? 'grid items-center gap-10 py-14 sm:py-20 lg:grid-cols-[1.1fr_0.9fr] lg:gap-16 lg:py-24'
              : 'grid justify-items-center py-20 text-center sm:py-28 lg:py-36'
          }
        >
          <div className={hasMedia ? 'grid gap-6' : 'grid max-w-4xl justify-items-center gap-7'}>
            <p className="inline-flex items-center gap-3 font-display text-xs font-semibold tracking-[0.22em] text-accent uppercase">
              <BrandMark className="size-6" />
              {HOME_COPY.heroEyebrow}
            </p>
            <h1
              id="home-hero-title"
              className="text-chrome font-display text-5xl leading-[0.95] font-bold tracking-tighter sm:text-7xl lg:text-8xl"
            >
              {title.value ?? HOME_COPY.heroTitle}
            </h1>
            <p className="max-w-xl text-base leading-relaxed text-muted sm:text-lg">
              {description.value ?? HOME_COPY.heroDescription}
            </p>
            <div className="flex flex-wrap items-center gap-3 pt-2">
              <Button asChild size="lg" className="w-full sm:w-auto">
                <Link to={paths.collection}>
                  {HOME_COPY.viewCollection}
                  <ArrowRight aria-hidden />
                </Link>
              </Button>
              <Button asChild size="lg" variant="secondary" className="w-full sm:w-auto">
                <Link to={paths.contact}>{HOME_COPY.contactGallery}</Link>
              </Button>
            </div>
            {hasMedia ? null : (
              <Link
                to={paths.about}
                className="group inline-flex items-center gap-2 rounded-[var(--radius-control)] text-sm font-medium text-muted transition-colors hover:text-foreground"
              >
                {HOME_COPY.fallbackSecondaryCta}
                <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden />
              </Link>
            )}
          </div>
          {media ? (
            <div className="relative mx-auto w-full max-w-md lg:max-w-none">
              <div
                aria-hidden
                className="absolute inset-x-[10%] -bottom-6 h-16 rounded-[100%] bg-accent/15 blur-2xl"
              />
              <MediaFrame
                key={media.src}
                kind={media.kind}
                src={media.src}
                alt={title.value ?? HOME_COPY.heroTitle}
                width={900}
                height={1200}
                sizes={IMAGE_SIZES.homeHero}
                meta={media.meta}
                objectPosition={media.objectPosition}
                priority
                className="aspect-[3/4] rounded-[var(--radius-frame)] bg-surface ring-1 ring-border"
              />
            </div>
          ) : null}
        </Container>
      )}
    </section>
  );
}
