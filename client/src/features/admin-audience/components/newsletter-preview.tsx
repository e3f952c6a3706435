import { useDeferredValue } from 'react';
import { AUDIENCE_COPY } from '../audience-copy';

const copy = AUDIENCE_COPY.composer;

/**
 * The HTML as a mail app would show it. It is the admin's own markup, so it lives in a fully
 * sandboxed frame (no scripts, no forms, no navigation, an opaque origin) and never touches
 * the dashboard's DOM.
 */
export function NewsletterPreview({ html }: { html: string }) {
  // Typing stays responsive: the frame re-renders the document when the input settles.
  const deferredHtml = useDeferredValue(html);
  if (!deferredHtml.trim()) {
    return (
      <div className="grid h-full min-h-48 place-items-center rounded-md border border-dashed border-border bg-background p-6 text-center text-sm text-muted">
        {copy.previewEmpty}
      </div>
    );
  }
  return (
    <iframe
      sandbox=""
      srcDoc={deferredHtml}
      title={copy.previewFrameTitle}
      className="h-[32rem] w-full rounded-md border border-border bg-white lg:h-full lg:min-h-[32rem]"
    />
  );
}
