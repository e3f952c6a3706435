import { type ImageType, MULTI_IMAGE_TYPES, SINGLE_IMAGE_TYPES } from '@contract/sculpture-media-limits';
import { ListSlot } from './list-slot';
import { SingleSlot } from './single-slot';
import type { SlotProps } from './slot-types';

/** Every image slot of a sculpture, single ones in a grid and then the two lists, laid out once for both forms. */
export function ImageSlots({ slotProps }: { slotProps: (imageType: ImageType) => SlotProps<ImageType> }) {
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-2 2xl:grid-cols-4">
        {SINGLE_IMAGE_TYPES.map((imageType) => (
          <SingleSlot key={imageType} {...slotProps(imageType)} imageType={imageType} />
        ))}
      </div>
      {MULTI_IMAGE_TYPES.map((imageType) => (
        <ListSlot key={imageType} {...slotProps(imageType)} imageType={imageType} />
      ))}
    </>
  );
}
