import { SIZE_MODELS } from '@contract/limits';
import { IMAGE_COUNT_MAX, IMAGE_COUNT_MIN } from '@contract/sculpture-media-limits';
import { FormSection } from '@/components/admin/form-section';
import { localTimeZone } from '@/lib/local-datetime';
import { EditionSizeFields } from './edition-size-fields';
import { PriceFields, type ShopPricing } from './price-fields';
import { ReleaseStatusWarning } from './release-status-warning';
import { SculptureSelectField } from './sculpture-select-field';
import { SculptureTextField } from './sculpture-text-field';
import { SizeChartGroup } from './size-chart-group';
import { SizesCount } from './sizes-count';
import { TextSwitchField } from './text-switch-field';

const PLACEHOLDER_OPTIONS = [
  { value: 'photo', label: 'Photo (3:4)' },
  { value: 'video', label: 'Video (9:16)' },
] as const;

/**
 * Every field of a sculpture, grouped the way an editor thinks about them. From xl the
 * words sit on the left and presentation and measurements on the right; below xl the column
 * wrappers dissolve (display: contents) and `order` puts search-engine text last.
 */
export function SculptureFormFields({
  statuses,
  shop,
}: {
  statuses: readonly string[];
  shop: ShopPricing | null;
}) {
  return (
    <div className="grid items-start gap-4 xl:grid-cols-[minmax(0,1fr)_minmax(0,30rem)]">
      <div className="contents xl:grid xl:gap-4">
        <FormSection
          className="order-1"
          title="Sculpture"
          description="What the collection card and the detail page say."
        >
          <SculptureTextField name="title" label="Title" required />
          <SculptureTextField
            name="slug"
            label="Slug"
            required
            hint="Lowercase letters, numbers and hyphens; the page address is /sculptures/slug."
            autoCapitalize="none"
            spellCheck={false}
          />
          <SculptureTextField name="tagline" label="Tagline" required className="md:col-span-2" />
          <SculptureTextField name="intro" label="Introduction" required rows={5} className="md:col-span-2" />
          <SculptureSelectField
            name="status"
            label="Status"
            options={statuses.map((status) => ({ value: status, label: status }))}
          />
          <SculptureTextField
            name="sizes"
            label="Sizes"
            required
            hint="Comma-separated, for example: 12 inch, 54 inch. The detail page offers only the sizes listed here."
          >
            <SizesCount />
          </SculptureTextField>
        </FormSection>

        <FormSection
          className="order-2"
          title="Materials and edition"
          description="Shown for both sizes unless the size chart sets a value of its own."
        >
          <SculptureTextField name="medium" label="Medium" required />
          <SculptureTextField name="edition" label="Edition" required />
          <EditionSizeFields />
          <SculptureTextField name="finish" label="Finish" required />
          <SculptureTextField name="certificate" label="Certificate" required />
        </FormSection>

        <PriceFields shop={shop} className="order-2" />

        <FormSection
          className="order-5"
          title="Search engines"
          description="The page title and description search results show."
        >
          <SculptureTextField name="seoTitle" label="SEO title" required className="md:col-span-2" />
          <SculptureTextField
            name="seoDescription"
            label="SEO description"
            required
            rows={3}
            className="md:col-span-2"
          />
        </FormSection>
      </div>

      <div className="contents xl:grid xl:gap-4">
        <FormSection
          className="order-3"
          title="Drop"
          description="Until its release time the piece shows only as a locked teaser with a countdown; then it unlocks by itself."
        >
          <SculptureTextField
            name="releaseAt"
            label={`Release time (${localTimeZone()})`}
            type="datetime-local"
            hint="In your computer's time zone, named above. Leave empty for no scheduled release: clearing it keeps the piece locked."
            className="md:col-span-2"
          />
          <SculptureSelectField
            name="statusAtRelease"
            label="Status at release"
            options={statuses.map((status) => ({ value: status, label: status }))}
            hint="The status the piece takes when it unlocks, by its release time or by hand."
          />
          <ReleaseStatusWarning />
        </FormSection>

        <FormSection
          className="order-3"
          title="Display"
          description="How the images are presented on the public site."
        >
          <TextSwitchField
            name="published"
            label="Shown on the public site"
            hint="Off hides the piece everywhere public (collection, home, its page, the sitemap) until you turn it on; only the admin sees it."
            className="md:col-span-2"
          />
          <TextSwitchField
            name="isGreyscale"
            label="Greyscale images"
            hint="Shows the images in greyscale, intended for sold-out or unavailable pieces."
            className="md:col-span-2"
          />
          <SculptureSelectField
            name="placeholderType"
            label="Placeholder type"
            options={PLACEHOLDER_OPTIONS}
            hint="The Placeholder image or video stands in publicly where the thumbnail is missing or fails to load."
          />
          <SculptureTextField
            name="imageCount"
            label="Image count"
            type="number"
            inputMode="numeric"
            min={IMAGE_COUNT_MIN}
            max={IMAGE_COUNT_MAX}
            hint={`How many Gallery images the detail page shows, the first ones in order (${IMAGE_COUNT_MIN} to ${IMAGE_COUNT_MAX}; blank means 4). More can be stored for later.`}
          />
        </FormSection>

        <FormSection
          className="order-4"
          title="Size chart"
          description="What each size's detail page lists. The measurements start at each size's standard values; a blank Medium, Edition, Finish or Certificate repeats the piece's own, shown in grey."
          fieldsClassName="md:grid-cols-1 lg:grid-cols-2 xl:grid-cols-1"
        >
          {SIZE_MODELS.map((model) => (
            <SizeChartGroup key={model} model={model} />
          ))}
        </FormSection>
      </div>
    </div>
  );
}
