import { EDITION_SIZE_MAX } from '@contract/editions';
import { SIZE_MODEL_LABELS, SIZE_MODELS } from '@contract/limits';
import { SculptureTextField } from './sculpture-text-field';

/** How many numbered casts each size has: what the register and the public counts are made of. */
export function EditionSizeFields() {
  return (
    <>
      {SIZE_MODELS.map((model) => (
        <SculptureTextField
          key={model}
          name={`editionSize${model}`}
          label={`${SIZE_MODEL_LABELS[model]} edition size`}
          type="number"
          inputMode="numeric"
          min={1}
          max={EDITION_SIZE_MAX}
          hint={`Numbers 1 to N in the register. Empty for a size not offered. Shrinking needs the numbers above free.`}
        />
      ))}
    </>
  );
}
