import type { JournalPost } from '@contract/journal';
import { Pencil, Trash2 } from '@/components/icons/admin';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatShortDate } from '@/lib/format-date';

interface JournalPostRowProps {
  post: JournalPost;
  onEdit: (post: JournalPost) => void;
  onDelete: (post: JournalPost) => void;
}

/** One post in the admin list: title, status, excerpt, 'MMM d, yyyy' date, slug, actions. */
export function JournalPostRow({ post, onEdit, onDelete }: JournalPostRowProps) {
  return (
    <li className="grid gap-3 rounded-lg border border-border bg-surface p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start">
      <div className="grid min-w-0 gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold">{post.title}</h3>
          {post.published === 'true' ? <Badge tone="available">Published</Badge> : <Badge>Draft</Badge>}
        </div>
        <p className="line-clamp-2 text-sm text-muted">{post.excerpt}</p>
        <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted">
          <time dateTime={post.date}>{formatShortDate(post.date)}</time>
          <span className="font-mono break-all">/{post.slug}</span>
        </p>
      </div>
      <div className="flex gap-2">
        <Button variant="subtle" size="sm" onClick={() => onEdit(post)}>
          <Pencil aria-hidden />
          Edit<span className="sr-only"> {post.title}</span>
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="text-sold-out hover:bg-sold-out/10"
          onClick={() => onDelete(post)}
        >
          <Trash2 aria-hidden />
          Delete<span className="sr-only"> {post.title}</span>
        </Button>
      </div>
    </li>
  );
}
