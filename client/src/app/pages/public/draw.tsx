import { CONFIRM_PARAM, type DrawNotice, drawNoticeKey } from '@contract/draw-page';
import { type FormEcho, formEchoKey } from '@contract/form-echo';
import { SIZE_MODEL_LABELS, type SizeModel } from '@contract/limits';
import { namedTitle, PAGE_NAMES } from '@contract/page-titles';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useDocumentTitle } from '@/components/layout/document-title';
import { Container } from '@/components/layout/page-header';
import { FormNotice } from '@/components/ui/form-notice';
import { DRAW_COPY_PAGE as copy } from '@/config/copy/draw';
import { drawPageQuery } from '@/features/draws/api';
import { ConfirmEntry } from '@/features/draws/components/confirm-entry';
import { DrawFacts } from '@/features/draws/components/draw-facts';
import { DrawResult } from '@/features/draws/components/draw-result';
import { EntryForm } from '@/features/draws/components/entry-form';
import { readErrorMessage } from '@/lib/api-client';
import { useData, useDataCache } from '@/lib/use-data';
import { useSearchParams } from '@/lib/use-search-params';

/**
 * A draw's page, /draws/<slug>/<size>: rendered by the server with the draw
 * (server/modules/draws/draw-page-routes.ts), so it works without script. It shows the
 * commitment from the start, the entry form while entries are open, the confirmation of an
 * emailed link, and after the close the list, the seed and the order, with a check that redoes
 * the draw in the browser.
 */
export function DrawPage() {
  useDocumentTitle(namedTitle(PAGE_NAMES.draw));
  const { slug = '', size = '' } = useParams();
  const search = useSearchParams();
  const cache = useDataCache();
  const draw = useData(drawPageQuery(slug, size));
  const [notice] = useState(() => cache.get<DrawNotice>(drawNoticeKey(slug, size)));
  const [echo] = useState(() => cache.get<FormEcho>(formEchoKey('draw')));
  const [ownCode, setOwnCode] = useState<string | null>(notice?.entryCode ?? null);
  const token = search.get(CONFIRM_PARAM);

  if (!draw.data) {
    return (
      <Container className="py-14 sm:py-20">
        <p role={draw.isPending ? 'status' : 'alert'} className="text-muted">
          {draw.isPending ? copy.loading : readErrorMessage(draw.error, copy.notFound)}
        </p>
      </Container>
    );
  }
  const { view, sculptureId } = draw.data;
  const sizeLabel = SIZE_MODEL_LABELS[view.size as SizeModel];
  return (
    <Container className="py-14 sm:py-20">
      <div className="mx-auto grid max-w-6xl gap-8">
        <header className="grid gap-3">
          <p className="text-xs uppercase tracking-[0.3em] text-accent">{copy.eyebrow}</p>
          <h1 className="font-display text-3xl font-semibold tracking-tight text-foreground sm:text-5xl">
            {copy.title(view.pieceTitle, sizeLabel)}
          </h1>
          <p className="flex flex-wrap items-center gap-3">
            <span
              data-testid="draw-state"
              className="rounded-full border border-accent/60 px-3 py-1 text-xs font-semibold uppercase tracking-[0.2em] text-accent"
            >
              {copy.state[view.state]}
            </span>
          </p>
          <p className="max-w-3xl text-muted">{copy.intro[view.state]}</p>
        </header>
        {notice ? (
          <FormNotice
            tone={notice.kind === 'refused' ? 'error' : 'success'}
            notice={{ title: notice.entryCode ?? copy.form.heading, description: notice.message }}
          />
        ) : null}
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
          <div className="grid min-w-0 gap-6">
            {token &&
            notice?.kind !== 'confirmed' &&
            (view.state === 'open' || view.state === 'scheduled') ? (
              <ConfirmEntry slug={slug} size={size} token={token} onConfirmed={setOwnCode} />
            ) : null}
            {view.state === 'open' && notice?.kind !== 'entered' ? (
              <EntryForm slug={slug} size={size} sculptureId={sculptureId} echo={echo} />
            ) : null}
            <DrawResult view={view} ownCode={ownCode} />
          </div>
          <DrawFacts view={view} />
        </div>
      </div>
    </Container>
  );
}
