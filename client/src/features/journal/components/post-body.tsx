import { splitParagraphs } from '@contract/paragraphs';

/** A post body as paragraphs (blank-line separated), rendered as text, never HTML. */
export function PostBody({ body, className }: { body: string; className?: string }) {
  return (
    <div className={className}>
      {splitParagraphs(body).map((paragraph, index) => (
        <p key={index} className="whitespace-pre-line">
          {paragraph}
        </p>
      ))}
    </div>
  );
}
