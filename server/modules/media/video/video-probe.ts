/** What reading a video file found out about it. */
export interface VideoProbe {
  container: string;
  durationSeconds?: number;
  width?: number;
  height?: number;
  videoCodec?: string;
  audioCodec?: string;
  /** Index before media data: playback can begin before the download ends (MP4/MOV only). */
  fastStart?: boolean;
  checkedWith: 'mp4box' | 'ffprobe' | 'signature';
}
