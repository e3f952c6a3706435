import type { DrawView } from '@contract/draws';
import { useState } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { DRAW_COPY_PAGE as copy } from '@/config/copy/draw';
import { Digest, DrawCard } from './draw-card';
import { DrawCheck } from './draw-check';

/** The published list and its hash, then the seed and the order, each as it is published. */
export function DrawResult({ view, ownCode }: { view: DrawView; ownCode: string | null }) {
  if (!view.entries) return null;
  return (
    <>
      <DrawCard title={copy.list.heading}>
        <p className="text-sm text-muted">{copy.list.text}</p>
        {view.listHash ? <Digest label="List hash" value={view.listHash} /> : null}
        {view.entries.length === 0 ? (
          <p className="text-sm text-muted">{copy.list.none}</p>
        ) : (
          <CodeList codes={view.entries} label={copy.list.heading} highlight={ownCode} />
        )}
      </DrawCard>
      {view.seed && view.order ? (
        <>
          <DrawCard title={copy.seed.heading}>
            <p className="text-sm text-muted">{copy.seed.text}</p>
            <Digest label="Seed" value={view.seed} />
          </DrawCard>
          <DrawCard title={copy.order.heading} tone="accent">
            <p className="text-sm text-muted">{copy.order.text}</p>
            <FindCode order={view.order} initial={ownCode ?? ''} />
            <CodeList codes={view.order} label={copy.order.heading} numbered highlight={ownCode} />
          </DrawCard>
          <DrawCheck view={view} />
        </>
      ) : null}
    </>
  );
}

function CodeList({
  codes,
  label,
  numbered,
  highlight,
}: {
  codes: string[];
  label: string;
  numbered?: boolean;
  highlight: string | null;
}) {
  const Tag = numbered ? 'ol' : 'ul';
  return (
    <Tag
      aria-label={label}
      className="grid max-h-96 grid-cols-[repeat(auto-fill,minmax(9.5rem,1fr))] gap-x-4 gap-y-1 overflow-y-auto font-mono text-sm"
    >
      {codes.map((code, index) => (
        <li key={code} className={code === highlight ? 'font-semibold text-accent' : 'text-foreground'}>
          {numbered ? <span className="inline-block w-12 text-muted">{index + 1}.</span> : null}
          {code}
        </li>
      ))}
    </Tag>
  );
}

/** A collector's own code, found in the order as they type it. */
function FindCode({ order, initial }: { order: string[]; initial: string }) {
  const [typed, setTyped] = useState(initial);
  const code = typed.trim().toUpperCase();
  const place = order.indexOf(code);
  return (
    <div className="grid gap-2">
      <FormField id="draw-find" label={copy.order.find} className="max-w-xs">
        <Input
          id="draw-find"
          value={typed}
          placeholder={copy.order.findPlaceholder}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setTyped(event.target.value)}
        />
      </FormField>
      {/^[2-9A-Z]{4}-[2-9A-Z]{4}$/.test(code) ? (
        <p role="status" className="text-sm text-foreground">
          {place >= 0 ? copy.order.place(code, place + 1, order.length) : copy.order.notFound(code)}
        </p>
      ) : null}
    </div>
  );
}
