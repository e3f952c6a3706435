import { pieceEditionLine } from '@contract/edition-line';
import { SIZE_MODEL_LABELS, SIZE_MODELS } from '@contract/limits';
import type { Sculpture } from '@contract/sculpture';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { CalendarClock, EyeOff, Lock, LockOpen, Pencil, Trash2 } from '@/components/icons/admin';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { salesQueries } from '@/features/admin-sales/api';
import { shownPrice } from '@/features/admin-sales/price-text';
import { StatusBadge } from '@/features/sculptures/components/status-badge';
import { isLocked } from '@/features/sculptures/sculpture-rules';
import { cn } from '@/lib/cn';
import { formatReleaseTime } from '@/lib/countdown';
import { localTimeZone } from '@/lib/local-datetime';
import { useToggleSculptureLock } from '../api';
import { SculptureThumbnail } from './sculpture-thumbnail';

/** The id of a card's Edit button, so focus can return to it when the form closes. */
export const editButtonId = (sculpture: Pick<Sculpture, 'id'>) => `edit-sculpture-${sculpture.id}`;

interface AdminSculptureCardProps {
  sculpture: Sculpture;
  /** The drag handle; the card itself stays free for text selection and buttons. */
  dragHandle: ReactNode;
  onEdit: () => void;
  onDelete: () => void;
  className?: string;
}

/** One sculpture in the admin collection: what it is, how it is shown, and its actions. */
export function AdminSculptureCard({
  sculpture,
  dragHandle,
  onEdit,
  onDelete,
  className,
}: AdminSculptureCardProps) {
  const locked = isLocked(sculpture);
  const toggleLock = useToggleSculptureLock();
  const LockIcon = locked ? LockOpen : Lock;
  const lockAction = locked ? 'Unlock' : 'Lock';
  return (
    <article
      aria-label={sculpture.title}
      className={cn(
        'grid grid-cols-[auto_auto_minmax(0,1fr)] items-start gap-3 rounded-lg border border-border bg-surface p-3 sm:grid-cols-[auto_auto_minmax(0,1fr)_auto] sm:p-4',
        className,
      )}
    >
      {dragHandle}
      <SculptureThumbnail sculpture={sculpture} />
      <div className="grid min-w-0 gap-1.5">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <h3 className="font-display font-semibold">{sculpture.title}</h3>
          {locked ? <Lock className="size-3.5 text-muted" aria-hidden /> : null}
          <StatusBadge status={sculpture.status} />
          {locked ? <Badge>Locked</Badge> : null}
          {sculpture.published === 'false' ? (
            <Badge className="gap-1">
              <EyeOff className="size-3" aria-hidden />
              Hidden
            </Badge>
          ) : null}
        </div>
        <p className="line-clamp-2 text-sm text-muted">{sculpture.tagline}</p>
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
          <Detail term="Slug" className="font-mono">
            {sculpture.slug}
          </Detail>
          <Detail term="Edition">{pieceEditionLine(sculpture)}</Detail>
          <Detail term="Medium">{sculpture.medium}</Detail>
          <Prices sculpture={sculpture} />
        </dl>
        {sculpture.releaseAt ? (
          <p className="flex flex-wrap items-center gap-x-1.5 text-xs font-medium text-foreground">
            <CalendarClock className="size-3.5 shrink-0" aria-hidden />
            Unlocks by itself on{' '}
            <time dateTime={sculpture.releaseAt}>
              {formatReleaseTime(sculpture.releaseAt, localTimeZone())}
            </time>
          </p>
        ) : null}
      </div>
      <div className="col-span-3 grid grid-cols-3 gap-2 sm:col-span-1 sm:flex">
        {/* Each name starts with the visible word and adds the title, so a list of cards reads clearly. */}
        <Button
          id={editButtonId(sculpture)}
          variant="subtle"
          size="sm"
          aria-label={`Edit ${sculpture.title}`}
          onClick={onEdit}
        >
          <Pencil aria-hidden />
          Edit
        </Button>
        <Button
          variant="subtle"
          size="sm"
          disabled={toggleLock.isPending}
          aria-label={`${lockAction} ${sculpture.title}`}
          onClick={() => toggleLock.mutate(sculpture)}
        >
          <LockIcon aria-hidden />
          {lockAction}
        </Button>
        <Button
          variant="subtle"
          size="sm"
          className="text-sold-out hover:bg-sold-out/10"
          aria-label={`Delete ${sculpture.title}`}
          onClick={onDelete}
        >
          <Trash2 aria-hidden />
          Delete
        </Button>
      </div>
    </article>
  );
}

/**
 * Each offered size's price ("12 inch €4,800.00"); the shop's currency is read only for a piece
 * that has a price, and the prices wait for it rather than show minor units.
 */
function Prices({ sculpture }: { sculpture: Sculpture }) {
  const offered = SIZE_MODELS.filter(
    (model) => sculpture[`editionSize${model}`] !== null || sculpture[`price${model}`] !== null,
  );
  const priced = offered.some((model) => sculpture[`price${model}`] !== null);
  const sales = useQuery({ ...salesQueries.settings(), enabled: priced });
  const currency = sales.data?.settings.currency;
  if (offered.length === 0 || (priced && !currency)) return null;
  return (
    <>
      {offered.map((model) => (
        <Detail key={model} term={`${SIZE_MODEL_LABELS[model]}`}>
          {shownPrice(sculpture[`price${model}`], currency ?? 'EUR')}
        </Detail>
      ))}
    </>
  );
}

function Detail({ term, className, children }: { term: string; className?: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 gap-1">
      <dt>{term}:</dt>
      <dd className={cn('truncate text-foreground', className)}>{children}</dd>
    </div>
  );
}
