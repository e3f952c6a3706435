import type { VideoTestResult } from '@contract/media';

type Metadata = NonNullable<VideoTestResult['metadata']>;

export interface ReportRow {
  label: string;
  value: string;
}

const yesNo = (value: boolean) =>
  value ? 'Yes: playback starts before the download ends' : 'No: the index sits at the end of the file';

/** The facts of the server's video test, as label/value rows; unknown facts are left out. */
export function videoTestRows(metadata: Metadata | undefined): ReportRow[] {
  if (!metadata) return [];
  const codecs = [metadata.videoCodec, metadata.audioCodec].filter(Boolean).join(' + ');
  const rows: (ReportRow | null)[] = [
    { label: 'Size', value: metadata.sizeReadable },
    metadata.container ? { label: 'Container', value: metadata.container.toUpperCase() } : null,
    metadata.durationSeconds === undefined
      ? null
      : { label: 'Duration', value: `${metadata.durationSeconds.toFixed(1)} s` },
    metadata.width && metadata.height
      ? { label: 'Resolution', value: `${metadata.width} × ${metadata.height}` }
      : null,
    codecs ? { label: 'Codecs', value: codecs } : null,
    metadata.bitrateKbps ? { label: 'Bitrate', value: `${metadata.bitrateKbps} kbps` } : null,
    metadata.fastStart === undefined ? null : { label: 'Fast start', value: yesNo(metadata.fastStart) },
  ];
  return rows.filter((row): row is ReportRow => row !== null);
}
