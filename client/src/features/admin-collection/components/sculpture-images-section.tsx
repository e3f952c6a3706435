import type { Sculpture } from '@contract/sculpture';
import { useFormState, useWatch } from 'react-hook-form';
import { SculptureImagesArea } from '@/features/admin-media/components/sculpture-images-area';
import { StagedImagesArea } from '@/features/admin-media/components/staged-images-area';
import type { StagedImages } from '@/features/admin-media/use-staged-images';
import type { SculptureFormValues } from '../sculpture-form-schema';

export interface SculptureImagesSectionProps {
  /** The saved sculpture being edited; its image fields are current (the admin list refreshes after each change). */
  sculpture: Sculpture;
}

/**
 * The images and gallery area of the edit form (shown only when editing). It sits below
 * the fields and above nothing else, outside the <form> element (uploads have controls of their
 * own) but inside the form's react-hook-form provider, so the values as edited, saved or not,
 * are readable with `useWatch<SculptureFormValues>({ name: 'placeholderType' })`.
 */
export function SculptureImagesSection({ sculpture }: SculptureImagesSectionProps) {
  const placeholderType = useWatch<SculptureFormValues, 'placeholderType'>({ name: 'placeholderType' });
  return (
    <SculptureImagesArea
      sculpture={sculpture}
      placeholderType={placeholderType ?? sculpture.placeholderType}
    />
  );
}

/** The same area in the Add form: files picked there are uploaded by the first save. */
export function StagedImagesSection({ images }: { images: StagedImages }) {
  const placeholderType = useWatch<SculptureFormValues, 'placeholderType'>({ name: 'placeholderType' });
  const { isSubmitting } = useFormState<SculptureFormValues>();
  return (
    <StagedImagesArea images={images} placeholderType={placeholderType ?? 'photo'} saving={isSubmitting} />
  );
}
