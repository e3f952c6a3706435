import type { JournalDialogs as Dialogs } from '../use-journal-dialogs';
import { DeleteJournalPostDialog } from './delete-journal-post-dialog';
import { JournalPostDialog } from './journal-post-dialog';

/** The editor and the delete confirmation, driven by the journal tab's dialog state. */
export function JournalDialogs({ dialogs }: { dialogs: Dialogs }) {
  const { state } = dialogs;
  return (
    <>
      <JournalPostDialog
        post={state.kind === 'edit' ? state.post : null}
        open={state.kind === 'edit'}
        onOpenChange={(open) => !open && dialogs.close()}
      />
      <DeleteJournalPostDialog post={state.kind === 'delete' ? state.post : null} onClose={dialogs.close} />
    </>
  );
}
