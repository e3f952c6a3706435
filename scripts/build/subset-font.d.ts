// subset-font ships no types, and @types/subset-font lacks `keepFeatures` (added in 2.x).
declare module 'subset-font' {
  interface SubsetFontOptions {
    targetFormat?: 'sfnt' | 'woff' | 'woff2';
    /** A full or partial instancing of variation axes: a pinned value or a narrower range. */
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    /** The OpenType layout features to keep (four-letter tags); all of them when absent. */
    keepFeatures?: string[];
  }
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: SubsetFontOptions,
  ): Promise<Buffer>;
}
