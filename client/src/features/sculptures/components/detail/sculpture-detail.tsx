import { IMAGE_SIZES } from '@contract/image-sizes';
import type { UnlockedSculpture } from '@contract/sculpture-teaser';
import { useEffect } from 'react';
import { ArrowLeft } from '@/components/icons/arrow-left';
import { Bell } from '@/components/icons/bell';
import { Mail } from '@/components/icons/mail';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { WAITLIST_COPY } from '@/config/copy/audience';
import { DETAIL_COPY } from '@/config/copy/sculpture';
import { NAV_COPY } from '@/config/copy/site';
import { paths } from '@/config/paths';
import { ReserveButtons } from '@/features/reservations/reserve-buttons';
import { WaitlistButton } from '@/features/waitlist/waitlist-button';
import { cn } from '@/lib/cn';
import { reportGalleryDuplicates } from '../../gallery-check';
import { detailImages } from '../../gallery-images';
import { isAvailable, isGreyscale, isSoldOut } from '../../sculpture-rules';
import { PiecePlaceholder } from '../piece-placeholder';
import { StatusBadge } from '../status-badge';
import { DetailsPanel } from './details-panel';
import { ImageGallery } from './image-gallery';
import { InSituRow } from './in-situ-row';
import { SizeTable } from './size-table';

export function SculptureDetail({ sculpture }: { sculpture: UnlockedSculpture }) {
  const greyscale = isGreyscale(sculpture);
  useEffect(() => reportGalleryDuplicates(sculpture), [sculpture]);
  return (
    <article className="grid gap-16 sm:gap-24">
      <div className="grid gap-8">
        <nav aria-label="Breadcrumb">
          <ol className="flex items-center gap-2 text-sm text-muted">
            <li>
              <Link
                to={paths.collection}
                back
                className="rounded-[var(--radius-control)] transition-colors hover:text-foreground"
              >
                {NAV_COPY.collection}
              </Link>
            </li>
            <li aria-hidden>/</li>
            <li aria-current="page" className="truncate text-foreground">
              {sculpture.title}
            </li>
          </ol>
        </nav>
        <div className="grid gap-10 lg:grid-cols-[1.15fr_0.85fr] lg:gap-14">
          <ImageGallery
            images={detailImages(sculpture)}
            title={sculpture.title}
            greyscale={greyscale}
            placeholder={
              <PiecePlaceholder
                sculpture={sculpture}
                alt={sculpture.title}
                sizes={IMAGE_SIZES.detailMain}
                className={cn(greyscale && 'grayscale')}
              />
            }
          />
          <div className="grid content-start gap-7 lg:sticky lg:top-24 lg:self-start">
            <div className="grid gap-4">
              <StatusBadge status={sculpture.status} className="justify-self-start" />
              <h1 className="text-chrome font-display text-4xl leading-[1.02] font-bold tracking-tight sm:text-5xl">
                {sculpture.title}
              </h1>
              <p className="font-display text-lg text-foreground/90">{sculpture.tagline}</p>
              <p className="leading-relaxed whitespace-pre-line text-muted">{sculpture.intro}</p>
            </div>
            <InquiryAction sculpture={sculpture} />
            <DetailsPanel sculpture={sculpture} />
          </div>
        </div>
      </div>
      <InSituRow images={sculpture.inSituImages} title={sculpture.title} greyscale={greyscale} />
      <SizeTable sculpture={sculpture} />
      <div>
        <Button asChild variant="secondary">
          <Link to={paths.collection} back>
            <ArrowLeft aria-hidden />
            {DETAIL_COPY.backToCollection}
          </Link>
        </Button>
      </div>
    </article>
  );
}

/**
 * Available offers the inquiry; any other status shows a disabled button with its text.
 * Sold Out also offers the waitlist: a new casting or a returned piece may come.
 */
function InquiryAction({ sculpture }: { sculpture: UnlockedSculpture }) {
  if (isAvailable(sculpture)) {
    // The inquiry across the column, the sizes' Reserve buttons paired under it: a wrapping row
    // left 'Reserve 54 inch' alone on a second line.
    return (
      <div className="grid gap-3 sm:grid-cols-2">
        <Button asChild size="lg" className="w-full sm:col-span-2">
          <Link to={paths.contactAbout(sculpture.title)}>
            <Mail aria-hidden />
            {DETAIL_COPY.inquire}
          </Link>
        </Button>
        <ReserveButtons sculpture={sculpture} editions={sculpture.editions} />
      </div>
    );
  }
  return (
    <div className="grid gap-3 sm:flex sm:flex-wrap sm:items-center">
      <Button size="lg" variant="subtle" disabled className="w-full sm:w-auto">
        {sculpture.status}
      </Button>
      {isSoldOut(sculpture) ? (
        <>
          <WaitlistButton sculptureTitle={sculpture.title} size="lg" className="w-full sm:w-auto">
            <Bell aria-hidden />
            {WAITLIST_COPY.join}
          </WaitlistButton>
          <p className="text-sm text-muted sm:basis-full">{WAITLIST_COPY.soldOutNote}</p>
        </>
      ) : null}
    </div>
  );
}
