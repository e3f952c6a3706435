/** The spotlight behind every sculpture frame; it also serves as the loading placeholder. */
export const FRAME_CLASSES =
  'relative aspect-[3/4] overflow-hidden rounded-[var(--radius-frame)] bg-[radial-gradient(ellipse_at_50%_30%,#25252b_0%,#141416_60%,#0d0d0f_100%)]';
