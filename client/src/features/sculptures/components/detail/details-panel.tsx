import { availabilityText } from '@contract/edition-counts';
import { offeredSizeModels, shownSizeModel } from '@contract/offered-sizes';
import { sizeModelOf } from '@contract/page-params';
import type { UnlockedSculpture } from '@contract/sculpture-teaser';
import { dimensionsText, hasCertificate, sizeValue } from '@contract/size-details';
import { DETAIL_COPY } from '@/config/copy/sculpture';
import { useSearchParams } from '@/lib/use-search-params';
import { priceText } from '../../price-text';
import { SizeToggle } from './size-toggle';

/**
 * Details: Medium, Dimensions, Weight, Edition, Finish and the optional Certificate, per size.
 * The size shown is the URL's (`?size=54`), so the toggle is a pair of links.
 */
export function DetailsPanel({ sculpture }: { sculpture: UnlockedSculpture }) {
  const searchParams = useSearchParams();
  // Only the sizes the piece lists are offered (decision 21); the URL's choice within them.
  const offered = offeredSizeModels(sculpture.sizes);
  const model = shownSizeModel(sizeModelOf(searchParams), offered);
  const rows: [string, string | null][] = [
    ['Medium', sizeValue(sculpture, 'medium', model)],
    ['Dimensions', dimensionsText(sculpture, model)],
    ['Weight', sizeValue(sculpture, 'weight', model)],
    ['Edition', sculpture.editionLines[model]],
    ['Finish', sizeValue(sculpture, 'finish', model)],
  ];
  if (hasCertificate(sculpture)) rows.push(['Certificate', sizeValue(sculpture, 'certificate', model)]);
  const edition = sculpture.editions.find((counted) => counted.size === model);
  // What is left of the size shown, where the edition is counted: beside the edition it belongs to.
  if (edition) rows.splice(4, 0, [DETAIL_COPY.remaining, availabilityText(sculpture.status, edition)]);
  // What it costs, under the edition it is the price of.
  if (edition) rows.splice(5, 0, [DETAIL_COPY.price, priceText(edition)]);

  return (
    <section
      aria-labelledby="details-title"
      className="rounded-[var(--radius-control)] border border-border bg-surface"
    >
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-border px-5 py-4">
        <h2 id="details-title" className="font-display text-base font-semibold">
          {DETAIL_COPY.details}
        </h2>
        <SizeToggle value={model} offered={offered} />
      </div>
      <dl className="divide-y divide-border px-5" aria-live="polite">
        {rows.map(([term, value]) => (
          <div key={term} className="grid grid-cols-[7rem_1fr] gap-4 py-3 text-sm">
            <dt className="text-muted">{term}</dt>
            <dd className="text-foreground">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
