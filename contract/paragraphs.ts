/** Paragraphs of a post body are separated by a blank line. No zod here: the public journal uses it. */
export function splitParagraphs(body: string): string[] {
  return body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
