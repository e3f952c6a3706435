import { namedTitle, PAGE_NAMES } from '@contract/page-titles';
import { Gem } from '@/components/icons/gem';
import { MessageCircle } from '@/components/icons/message-circle';
import { useDocumentTitle } from '@/components/layout/document-title';
import { Container, PageHeader } from '@/components/layout/page-header';
import { CONTACT_COPY } from '@/config/copy/contact';
import { ContactForm } from '@/features/inquiries/contact-form';
import { useSculptures } from '@/features/sculptures/api';
import { isLocked } from '@/features/sculptures/sculpture-rules';
import { useSearchParams } from '@/lib/use-search-params';

const NOTES = [
  { icon: MessageCircle, ...CONTACT_COPY.notes.personal },
  { icon: Gem, ...CONTACT_COPY.notes.collectors },
];

export function ContactPage() {
  const sculptures = useSculptures();
  const searchParams = useSearchParams();
  useDocumentTitle(namedTitle(PAGE_NAMES.contact));
  const unlockedTitles = (sculptures.data ?? [])
    .filter((sculpture) => !isLocked(sculpture))
    .map((s) => s.title);
  // The unlocked sculptures by title, or the built-in list when none are known.
  const pieces = unlockedTitles.length > 0 ? unlockedTitles : CONTACT_COPY.fallbackPieces;
  // A link preselects a piece of the collection only: any other text is no piece, so the page
  // is the one without it (and served from the same cached copy: page-key.ts).
  const asked = searchParams.get('piece');
  const initialPiece = sculptures.data?.find((sculpture) => sculpture.title === asked)?.title ?? '';

  return (
    <Container className="py-14 sm:py-20">
      <div className="grid gap-12 lg:grid-cols-[0.8fr_1.2fr] lg:gap-20">
        <div className="grid content-start gap-10">
          <PageHeader eyebrow="Contact" title={CONTACT_COPY.title} intro={CONTACT_COPY.intro} />
          <ul className="grid gap-6 border-t border-border pt-8">
            {NOTES.map(({ icon: Icon, title, text }) => (
              <li key={title} className="grid grid-cols-[auto_1fr] gap-4">
                <span className="grid size-10 place-items-center rounded-full border border-border text-accent">
                  <Icon className="size-4" aria-hidden />
                </span>
                <div className="grid gap-1">
                  <p className="font-medium">{title}</p>
                  <p className="text-sm text-muted">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-[var(--radius-control)] border border-border bg-surface p-5 sm:p-8">
          <ContactForm pieces={pieces} initialPiece={initialPiece} />
        </div>
      </div>
    </Container>
  );
}
