import { pieceEditionLine } from '@contract/edition-line';
import type { Sculpture } from '@contract/sculpture';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { collectionQueries } from '@/features/admin-collection/api';
import { EDITOR_COPY } from '../editor-copy';

const copy = EDITOR_COPY.pieceDialog;

/** What keeps a piece's card from going out now, if anything (the server refuses such a send). */
function notPublicNote(piece: Sculpture): string | null {
  if (piece.published === 'false') return copy.notPublic.hidden;
  if (piece.isLocked === 'true') return copy.notPublic.locked;
  return null;
}

/** Pick a sculpture: its card goes into the newsletter. */
export function PieceDialog({
  open,
  onOpenChange,
  onPick,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPick: (piece: Sculpture) => void;
}) {
  const pieces = useQuery({ ...collectionQueries.sculptures(), enabled: open });
  const [chosen, setChosen] = useState<number | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    const piece = pieces.data?.find((candidate) => candidate.id === chosen);
    if (piece) onPick(piece);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={copy.title} description={copy.description}>
        <form onSubmit={submit}>
          {pieces.isPending ? <p className="text-sm text-muted">{copy.loading}</p> : null}
          {pieces.data?.length === 0 ? <p className="text-sm text-muted">{copy.empty}</p> : null}
          <fieldset className="grid gap-2">
            <legend className="sr-only">{copy.title}</legend>
            {pieces.data?.map((piece) => (
              <label
                key={piece.id}
                className="flex cursor-pointer items-center gap-3 rounded-md border border-border p-2 has-checked:border-accent has-checked:bg-accent/10"
              >
                <input
                  type="radio"
                  name="piece"
                  value={piece.id}
                  checked={chosen === piece.id}
                  onChange={() => setChosen(piece.id)}
                  className="accent-[#ffd900]"
                />
                {piece.thumbnailImage ? (
                  <img src={piece.thumbnailImage} alt="" className="size-12 rounded object-cover" />
                ) : (
                  <span className="size-12 rounded bg-surface-raised" aria-hidden />
                )}
                <span className="grid min-w-0">
                  <span className="truncate font-medium">{piece.title}</span>
                  <span className="truncate text-xs text-muted">{pieceEditionLine(piece)}</span>
                  {notPublicNote(piece) ? (
                    <span className="text-xs font-medium text-sold-out">{notPublicNote(piece)}</span>
                  ) : null}
                </span>
              </label>
            ))}
          </fieldset>
          <DialogFooter>
            <Button type="submit" size="sm" disabled={chosen === null}>
              {copy.insert}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
