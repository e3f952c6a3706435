import { useQuery } from '@tanstack/react-query';
import { Badge } from '@/components/ui/badge';
import { formatShortDate } from '@/lib/format-date';
import { ADMIN_LOAD_FAILURES, adminQueries } from '../../api';
import { EmptyState, QueryStates, TabHeading } from '../list-states';

export function JournalTab() {
  const posts = useQuery(adminQueries.journal());
  return (
    <section>
      <TabHeading title="Journal" />
      <QueryStates
        query={posts}
        loadingText="Loading posts..."
        failedText={ADMIN_LOAD_FAILURES.journal}
        empty={<EmptyState title="No journal posts yet. Create your first post!" />}
      >
        {(list) => (
          <ul className="grid gap-2">
            {list.map((post) => (
              <li key={post.id} className="grid gap-1.5 rounded-lg border border-border bg-surface p-4">
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="font-semibold">{post.title}</h3>
                  {post.published === 'true' ? (
                    <Badge tone="available">Published</Badge>
                  ) : (
                    <Badge>Draft</Badge>
                  )}
                </div>
                <p className="line-clamp-2 text-sm text-muted">{post.excerpt}</p>
                <p className="flex flex-wrap gap-x-3 text-xs text-muted">
                  <time dateTime={post.date}>{formatShortDate(post.date)}</time>
                  <span className="font-mono">/{post.slug}</span>
                </p>
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
    </section>
  );
}
