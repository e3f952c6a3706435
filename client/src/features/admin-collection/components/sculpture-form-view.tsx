import { useQuery } from '@tanstack/react-query';
import { EmptyState, LoadFailed, LoadingText } from '@/components/admin/list-states';
import { ArrowLeft } from '@/components/icons/admin';
import { useDocumentTitle } from '@/components/layout/document-title';
import { Button } from '@/components/ui/button';
import { useStagedImages } from '@/features/admin-media/use-staged-images';
import { salesQueries } from '@/features/admin-sales/api';
import { adminTitle } from '@/lib/admin-title';
import { collectionQueries } from '../api';
import { COLLECTION_TOASTS } from '../collection-copy';
import type { EditorTarget } from '../use-sculpture-editor';
import { FORM_VIEW_TITLE_ID, FormViewHeader } from './form-view-header';
import { SculptureForm } from './sculpture-form';
import { SculptureImagesSection, StagedImagesSection } from './sculpture-images-section';

const NEW_TITLE = 'Add New Sculpture';
const EDIT_TITLE = 'Edit Sculpture';

interface SculptureFormViewProps {
  target: EditorTarget;
  onClose: () => void;
  /** Opens a piece just created for editing (in place of the Add form). */
  onShowSaved: (id: number) => void;
}

/** The form view that replaces the dashboard body, for a new sculpture or an existing one. */
export function SculptureFormView({ target, onClose, onShowSaved }: SculptureFormViewProps) {
  const isNew = target.mode === 'create';
  const sculptures = useQuery({ ...collectionQueries.sculptures(), enabled: !isNew });
  const sculpture = isNew ? undefined : sculptures.data?.find(({ id }) => id === target.id);
  // The prices are typed in the shop's currency: the form waits for it (a failure leaves them as they are).
  const sales = useQuery(salesQueries.settings());
  const shop = sales.data
    ? { currency: sales.data.settings.currency, pricesIncludeTax: sales.data.settings.pricesIncludeTax }
    : null;
  const staged = useStagedImages();
  // The browser's tab names the piece being edited, once it is known.
  useDocumentTitle(
    isNew ? adminTitle(NEW_TITLE) : adminTitle(sculpture ? `Edit ${sculpture.title}` : EDIT_TITLE),
  );

  return (
    <section aria-labelledby={FORM_VIEW_TITLE_ID} className="-mt-6 grid gap-5 sm:-mt-8">
      {sales.isPending ? (
        <LoadingText>Loading sculpture...</LoadingText>
      ) : isNew ? (
        <SculptureForm
          title={NEW_TITLE}
          shop={shop}
          onClose={() => {
            // Saved or cancelled on purpose: the picks kept for a reload go with the form.
            staged.forget();
            onClose();
          }}
          hasUnsavedImages={staged.staged.length > 0}
          afterCreate={(saved) => staged.uploadTo(saved.id)}
          onSavedWithFailures={(saved) => onShowSaved(saved.id)}
        >
          <StagedImagesSection images={staged} />
        </SculptureForm>
      ) : sculpture ? (
        <SculptureForm
          key={sculpture.id}
          title={EDIT_TITLE}
          sculpture={sculpture}
          shop={shop}
          onClose={onClose}
        >
          <SculptureImagesSection sculpture={sculpture} />
        </SculptureForm>
      ) : (
        <>
          <FormViewHeader
            title={EDIT_TITLE}
            actions={
              <Button variant="secondary" size="sm" onClick={onClose}>
                <ArrowLeft aria-hidden />
                Back to collection
              </Button>
            }
          />
          {sculptures.isPending ? (
            <LoadingText>Loading sculpture...</LoadingText>
          ) : sculptures.isError ? (
            <LoadFailed>{COLLECTION_TOASTS.loadFailed.description}</LoadFailed>
          ) : (
            <EmptyState title="Sculpture not found" hint="It may have been deleted." />
          )}
        </>
      )}
    </section>
  );
}
