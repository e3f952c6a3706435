import { useQuery } from '@tanstack/react-query';
import { EmptyState, QueryStates } from '@/components/admin/list-states';
import { SectionHeader } from '@/components/admin/section-header';
import { useFailureToast } from '@/components/admin/use-failure-toast';
import { Plus } from '@/components/icons/admin';
import { Button } from '@/components/ui/button';
import { CONTENT_COPY } from '@/features/admin-content/content-copy';
import { adminJournalQuery } from '@/features/admin-content/journal/api';
import { JournalDialogs } from '@/features/admin-content/journal/components/journal-dialogs';
import { JournalPostRow } from '@/features/admin-content/journal/components/journal-post-row';
import { useJournalDialogs } from '@/features/admin-content/journal/use-journal-dialogs';

export function JournalTab() {
  const posts = useQuery(adminJournalQuery());
  useFailureToast(posts.error, CONTENT_COPY.journal.loadFailed);
  const dialogs = useJournalDialogs();
  return (
    <section>
      <SectionHeader
        title="Journal Posts"
        description="Drafts stay hidden from the public journal."
        action={
          <Button size="sm" onClick={dialogs.create}>
            <Plus aria-hidden />
            New Post
          </Button>
        }
      />
      <QueryStates
        query={posts}
        loadingText="Loading posts..."
        failedText={CONTENT_COPY.journal.loadFailed}
        empty={<EmptyState title="No journal posts yet. Create your first post!" />}
      >
        {(list) => (
          <ul className="grid gap-2">
            {list.map((post) => (
              <JournalPostRow
                key={post.id}
                post={post}
                onEdit={dialogs.edit}
                onDelete={dialogs.confirmDelete}
              />
            ))}
          </ul>
        )}
      </QueryStates>
      <JournalDialogs dialogs={dialogs} />
    </section>
  );
}
