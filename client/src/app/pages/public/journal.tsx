import type { JournalPost } from '@contract/journal';
import { namedTitle, PAGE_NAMES } from '@contract/page-titles';
import { useDocumentTitle } from '@/components/layout/document-title';
import { Container, PageHeader } from '@/components/layout/page-header';
import { Link } from '@/components/ui/link';
import { Skeleton } from '@/components/ui/skeleton';
import { JOURNAL_COPY } from '@/config/copy/journal';
import { paths } from '@/config/paths';
import { useJournalPosts } from '@/features/journal/api';
import { PostBody } from '@/features/journal/components/post-body';
import { PostDate } from '@/features/journal/components/post-meta';

export function JournalPage() {
  const posts = useJournalPosts();
  useDocumentTitle(namedTitle(PAGE_NAMES.journal));
  return (
    <Container className="py-14 sm:py-20">
      <PageHeader eyebrow="Studio notes" title={JOURNAL_COPY.title} intro={JOURNAL_COPY.tagline} />
      <div className="mt-14 border-t border-border">
        {posts.isPending ? (
          <div role="status" aria-label="Loading posts" className="grid gap-4 py-10">
            <Skeleton className="h-3 w-32" />
            <Skeleton className="h-8 w-2/3" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-5/6" />
          </div>
        ) : posts.data && posts.data.length > 0 ? (
          <ol className="divide-y divide-border">
            {posts.data.map((post) => (
              <li key={post.id}>
                <PostSummary post={post} />
              </li>
            ))}
          </ol>
        ) : (
          // A failed read and an empty journal look the same to a visitor.
          <p className="py-16 text-muted">{JOURNAL_COPY.empty}</p>
        )}
      </div>
    </Container>
  );
}

function PostSummary({ post }: { post: JournalPost }) {
  return (
    // Wide screens set the date in its own column, like a catalogue's margin note.
    <article className="grid gap-4 py-10 sm:py-14 lg:grid-cols-[14rem_minmax(0,46rem)] lg:gap-x-16">
      <div className="lg:pt-2">
        <PostDate date={post.date} />
      </div>
      <div className="grid gap-4">
        <h2 className="font-display text-2xl leading-tight font-bold tracking-tight sm:text-3xl">
          <Link
            to={paths.journalPost(post.slug)}
            className="rounded-[var(--radius-control)] decoration-accent decoration-2 underline-offset-4 hover:underline"
          >
            {post.title}
          </Link>
        </h2>
        <p className="text-lg leading-relaxed text-foreground/90">{post.excerpt}</p>
        <PostBody body={post.body} className="grid gap-4 leading-relaxed text-muted" />
      </div>
    </article>
  );
}
