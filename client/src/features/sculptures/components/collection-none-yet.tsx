import { ArrowRight } from '@/components/icons/arrow-right';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { COLLECTION_COPY } from '@/config/copy/collection';
import { paths } from '@/config/paths';

/**
 * What Home and Collection show while the collection has no piece at all (a fresh site).
 * Under Home's section heading its title is an h3; on Collection, under the page's h1, an h2.
 */
export function CollectionNoneYet({ headingLevel = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <div className="bg-grid grid justify-items-center gap-4 rounded-[var(--radius-frame)] border border-dashed border-border px-6 py-16 text-center sm:py-20">
      <Heading className="font-display text-2xl font-semibold tracking-tight sm:text-3xl">
        {COLLECTION_COPY.noneYetTitle}
      </Heading>
      <p className="max-w-md text-muted">{COLLECTION_COPY.noneYetText}</p>
      <Button asChild variant="secondary">
        <Link to={paths.contact}>
          {COLLECTION_COPY.noneYetCta}
          <ArrowRight className="text-accent" aria-hidden />
        </Link>
      </Button>
    </div>
  );
}
