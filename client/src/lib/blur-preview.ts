/**
 * A CSS background of a tiny preview image, blurred. The preview is about 16 px wide: scaled up
 * as it is, it shows blocks. Wrapped in an SVG with a Gaussian blur (in the preview's own
 * units, as wide as the picture) it becomes the soft silhouette a loading photo should show;
 * the alpha is clamped so the blur never fades out at the edges.
 */
export function blurPreviewBackground(preview: string, width: number, height: number): string {
  const blur = Math.max(width, height) / 40;
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${width} ${height}'>` +
    `<filter id='b' color-interpolation-filters='sRGB'><feGaussianBlur stdDeviation='${blur}'/>` +
    `<feComponentTransfer><feFuncA type='discrete' tableValues='1 1'/></feComponentTransfer></filter>` +
    `<image filter='url(#b)' preserveAspectRatio='none' width='100%' height='100%' href='${preview}'/></svg>`;
  return `url("data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}")`;
}
