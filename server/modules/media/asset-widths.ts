import { variantWidths } from '../../../contract/responsive-image';
import type { MediaAssetRow } from './media-assets';

type AssetWidths = Pick<MediaAssetRow, 'width' | 'plannedWidths' | 'readyWidths'>;

/**
 * The variant widths an image should have: those planned when it was registered, and those the
 * current ladder gives its width. Pages build their srcset from the ladder, so a ladder grown
 * since registration asks for widths the row never planned; counting them keeps a stand-in for
 * one of them from being cached for good before the backfill writes it.
 */
export function expectedWidths(asset: AssetWidths): number[] {
  const fromLadder = asset.width ? variantWidths(asset.width) : [];
  return [...new Set([...asset.plannedWidths, ...fromLadder])].sort((a, b) => a - b);
}

/** The expected widths not written yet (the ready list may repeat a width; order does not matter). */
export function missingWidths(asset: AssetWidths): number[] {
  const ready = new Set(asset.readyWidths);
  return expectedWidths(asset).filter((width) => !ready.has(width));
}
