/** The business constants and limits, named once for client and server. */

export const POPUP_DELAY_DEFAULT_SECONDS = 10;
export const POPUP_DELAY_MIN_SECONDS = 1;
export const POPUP_DELAY_MAX_SECONDS = 300;

export const HOME_SCULPTURE_LIMIT = 3;

export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_HOTKEY = 'F8';
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

export const SCROLL_TO_TOP_DELAY_MS = 50;
export const MEMORY_CHECK_INTERVAL_MS = 30_000;
export const MEMORY_HIGH_WATERMARK = 0.9;
export const MEMORY_LOW_WATERMARK = 0.7;

export const THUMBNAIL_LIMIT = 18;
export const THUMBNAIL_SCROLL_ABOVE = 8;
export const THUMBNAIL_STRIP_HEIGHT_REM = 34;
export const SCROLL_SHADOW_THRESHOLD_PX = 10;
export const IN_SITU_SCROLL_STEP_PX = 300;
export const SCROLL_CHECK_DEBOUNCE_MS = 16;
export const SCROLL_RIGHT_ARROW_MIN_REMAINING_PX = 1;

/** The two editions: 100% is shown as 12 inch, 450% as 54 inch. */
export const SIZE_MODELS = ['100', '450'] as const;
export type SizeModel = (typeof SIZE_MODELS)[number];
export const SIZE_MODEL_LABELS: Record<SizeModel, string> = { '100': '12 inch', '450': '54 inch' };
export const DEFAULT_SIZE_MODEL: SizeModel = '100';

/** What the detail page shows when a size's values are missing. */
export const DETAIL_DEFAULTS = {
  '100': {
    height: '2.75"',
    width: '1.25"',
    depth: '0.5"',
    weight: '0.7 oz',
    edition: 'Limited Edition of 10',
    finish: 'Mirror chrome',
  },
  '450': {
    height: '12.4"',
    width: '5.6"',
    depth: '2.25"',
    weight: '16.3 oz',
    edition: 'Limited Edition of 5',
    finish: 'Mirror chrome',
  },
  medium: 'Cast Resin',
  certificate: 'Signed and numbered certificate of authenticity',
} as const;

/** Bounds on free text so that no field can grow without limit. */
export const TEXT_LIMITS = {
  short: 200,
  email: 254,
  slug: 120,
  medium: 2_000,
  long: 20_000,
  /** A privacy policy or terms of service: a whole legal document. */
  legal: 100_000,
  html: 500_000,
} as const;

/** A text field's counter shows from this share of its limit on: typing far below it, none. */
export const TEXT_COUNTER_FROM = 0.8;
