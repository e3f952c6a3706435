import { SIZE_MODEL_LABELS } from '@contract/limits';
import { offeredSizeModels } from '@contract/offered-sizes';
import type { UnlockedSculpture } from '@contract/sculpture-teaser';
import { type DetailField, sizeValue } from '@contract/size-details';
import { DETAIL_COPY } from '@/config/copy/sculpture';
import { cn } from '@/lib/cn';
import { SculptureImage } from '../sculpture-image';

const MEASURES: [string, DetailField][] = [
  ['Height', 'height'],
  ['Width', 'width'],
  ['Depth', 'depth'],
  ['Weight', 'weight'],
];

/** The scale comparison and the size table, for the sizes the piece is offered in (decision 21). */
export function SizeTable({ sculpture }: { sculpture: UnlockedSculpture }) {
  const offered = offeredSizeModels(sculpture.sizes);
  return (
    <section aria-labelledby="scale-title" className="grid gap-6">
      <h2 id="scale-title" className="font-display text-2xl font-bold tracking-tight sm:text-3xl">
        {DETAIL_COPY.scale}: {offered.map((model) => SIZE_MODEL_LABELS[model]).join(' & ')}
      </h2>
      <div className="grid gap-8 lg:grid-cols-2 lg:items-center lg:gap-16">
        {sculpture.scaleImage ? (
          <div className="overflow-hidden rounded-[var(--radius-frame)] bg-surface ring-1 ring-border">
            <SculptureImage
              src={sculpture.scaleImage}
              alt={`${sculpture.title} at 12 inch and 54 inch`}
              width={1600}
              height={1000}
              sizes="(min-width: 1280px) 600px, (min-width: 1024px) 48vw, 100vw"
              className={cn('aspect-[16/10]', sculpture.isGreyscale === 'true' && 'grayscale')}
            />
          </div>
        ) : null}
        <div className="overflow-x-auto rounded-[var(--radius-control)] border border-border">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{DETAIL_COPY.sizeTable}</caption>
            <thead className="bg-surface text-muted">
              <tr>
                <th scope="col" className="px-4 py-3 font-medium">
                  {DETAIL_COPY.sizeTable}
                </th>
                {offered.map((model) => (
                  <th key={model} scope="col" className="px-4 py-3 font-medium">
                    {model}% <span className="text-muted">· {SIZE_MODEL_LABELS[model]}</span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {MEASURES.map(([label, field]) => (
                <tr key={field}>
                  <th scope="row" className="px-4 py-3 font-medium text-muted">
                    {label}
                  </th>
                  {offered.map((model) => (
                    <td key={model} className="px-4 py-3 tabular-nums">
                      {sizeValue(sculpture, field, model)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}
