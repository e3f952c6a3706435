import { DEFAULT_SIZE_MODEL, type SizeModel } from '@contract/limits';
import type { Sculpture } from '@contract/sculpture';
import { useState } from 'react';
import { DETAIL_COPY } from '@/config/copy/sculpture';
import { dimensionsText, hasCertificate, sizeValue } from '../../size-details';
import { SizeToggle } from './size-toggle';

/** §2 details: Medium, Dimensions, Weight, Edition, Finish and the optional Certificate, per size. */
export function DetailsPanel({ sculpture }: { sculpture: Sculpture }) {
  const [model, setModel] = useState<SizeModel>(DEFAULT_SIZE_MODEL);
  const rows: [string, string | null][] = [
    ['Medium', sizeValue(sculpture, 'medium', model)],
    ['Dimensions', dimensionsText(sculpture, model)],
    ['Weight', sizeValue(sculpture, 'weight', model)],
    ['Edition', sizeValue(sculpture, 'edition', model)],
    ['Finish', sizeValue(sculpture, 'finish', model)],
  ];
  if (hasCertificate(sculpture)) rows.push(['Certificate', sizeValue(sculpture, 'certificate', model)]);

  return (
    <section
      aria-labelledby="details-title"
      className="rounded-[var(--radius-control)] border border-border bg-surface"
    >
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-border px-5 py-4">
        <h2 id="details-title" className="font-display text-base font-semibold">
          {DETAIL_COPY.details}
        </h2>
        <SizeToggle value={model} onChange={setModel} />
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
