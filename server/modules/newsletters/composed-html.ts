import { BRAND_NAME } from '../../../contract/brand';
import { hasContent, parseDoc } from '../../../contract/email-doc';
import { renderEmailHtml } from '../../../contract/email-html';

/**
 * A newsletter written in the visual composer carries its document (`design`): its HTML is made
 * here, from that document, as every other email's is made by the server, whatever HTML the
 * browser sent beside it. The composer renders the same function for its preview, so what the
 * owner saw is what goes. Without a document (written as HTML, or sent by another client with
 * the three fields of the spec's call) the HTML is taken as written. The plain text is always
 * the owner's: they may have edited it.
 */
export function withComposedHtml<T extends { subject: string; htmlContent: string; design?: string | null }>(
  input: T,
): T {
  const doc = parseDoc(input.design ?? null);
  if (!doc || !hasContent(doc)) return input;
  return { ...input, htmlContent: renderEmailHtml(doc, { title: input.subject, brand: BRAND_NAME }) };
}
