import { namedTitle, PAGE_NAMES } from '@contract/page-titles';
import { useParams } from 'react-router';
import { ArrowLeft } from '@/components/icons/arrow-left';
import { useDocumentTitle } from '@/components/layout/document-title';
import { Container } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { Skeleton } from '@/components/ui/skeleton';
import { JOURNAL_COPY } from '@/config/copy/journal';
import { paths } from '@/config/paths';
import { useJournalPost } from '@/features/journal/api';
import { PostBody } from '@/features/journal/components/post-body';
import { PostDate } from '@/features/journal/components/post-meta';

export function JournalPostPage() {
  const { slug = '' } = useParams();
  const post = useJournalPost(slug);
  // An unknown slug answers 404, which the page shows as not found, as the server render does.
  useDocumentTitle(post.isPending ? undefined : namedTitle(post.data?.title ?? PAGE_NAMES.postNotFound));

  return (
    <Container className="py-14 sm:py-20">
      <div className="mx-auto grid max-w-2xl gap-10">
        <Link
          to={paths.journal}
          className="inline-flex items-center gap-2 justify-self-start rounded-[var(--radius-control)] text-sm text-muted transition-colors hover:text-foreground"
        >
          <ArrowLeft className="size-4" aria-hidden />
          {JOURNAL_COPY.back}
        </Link>
        {post.isPending ? (
          <div role="status" aria-label="Loading post" className="grid gap-5">
            <Skeleton className="h-3 w-32" />
            <Skeleton className="h-12 w-5/6" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-11/12" />
          </div>
        ) : post.data ? (
          <article className="grid gap-6">
            <PostDate date={post.data.date} />
            <h1 className="text-chrome font-display text-4xl leading-[1.05] font-bold tracking-tight sm:text-5xl">
              {post.data.title}
            </h1>
            <p className="text-xl leading-relaxed text-foreground/90">{post.data.excerpt}</p>
            <PostBody
              body={post.data.body}
              className="grid gap-5 border-t border-border pt-8 text-lg leading-relaxed text-foreground/80"
            />
          </article>
        ) : (
          // 404 and failures both end here: a visitor can only go back to the list.
          <div className="grid justify-items-start gap-5">
            <h1 className="text-chrome font-display text-4xl font-bold tracking-tight">
              {JOURNAL_COPY.notFoundTitle}
            </h1>
            <p className="text-muted">{JOURNAL_COPY.notFoundText}</p>
            <Button asChild variant="secondary">
              <Link to={paths.journal}>{JOURNAL_COPY.back}</Link>
            </Button>
          </div>
        )}
      </div>
    </Container>
  );
}
