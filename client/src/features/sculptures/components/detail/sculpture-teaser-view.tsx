import type { SculptureTeaser } from '@contract/sculpture-teaser';
import { ArrowLeft } from '@/components/icons/arrow-left';
import { Bell } from '@/components/icons/bell';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { WAITLIST_COPY } from '@/config/copy/audience';
import { DETAIL_COPY, TEASER_COPY } from '@/config/copy/sculpture';
import { NAV_COPY } from '@/config/copy/site';
import { paths } from '@/config/paths';
import { WaitlistButton } from '@/features/waitlist/waitlist-button';
import { ReleaseCountdown } from '../release-countdown';
import { TeaserFrame } from '../teaser-frame';

/**
 * A locked piece's page: the locked card, larger, with the waitlist. A link shared before the
 * drop lands here, and the same page shows the piece itself once it is released.
 */
export function SculptureTeaserView({ sculpture }: { sculpture: SculptureTeaser }) {
  return (
    <article className="grid gap-8">
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
      <div className="grid items-center gap-10 md:grid-cols-[minmax(0,0.8fr)_minmax(0,1fr)] lg:gap-16">
        <TeaserFrame sculpture={sculpture} className="w-full max-w-md justify-self-center md:max-w-none" />
        <div className="grid content-start gap-6">
          <p className="text-xs font-medium tracking-[0.2em] text-accent uppercase">{TEASER_COPY.eyebrow}</p>
          <h1 className="text-chrome font-display text-4xl leading-[1.02] font-bold tracking-tight sm:text-5xl">
            {sculpture.title}
          </h1>
          {sculpture.releaseAt ? <ReleaseCountdown releaseAt={sculpture.releaseAt} size="page" /> : null}
          <p className="max-w-prose leading-relaxed text-muted">{TEASER_COPY.text}</p>
          <WaitlistButton
            sculptureTitle={sculpture.title}
            size="lg"
            className="w-full sm:w-auto sm:justify-self-start"
          >
            <Bell aria-hidden />
            {WAITLIST_COPY.join}
          </WaitlistButton>
          <Button asChild variant="secondary" className="w-full sm:w-auto sm:justify-self-start">
            <Link to={paths.collection} back>
              <ArrowLeft aria-hidden />
              {DETAIL_COPY.backToCollection}
            </Link>
          </Button>
        </div>
      </div>
    </article>
  );
}
