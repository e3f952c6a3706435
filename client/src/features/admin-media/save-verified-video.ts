import type { LiveSimulationResult, MediaSettingKey, VideoTestResult } from '@contract/media';
import { simulateLivePlayback } from './api';
import { MEDIA_TOASTS } from './media-copy';
import type { ProgressListener } from './upload-file';
import { uploadSettingMedia } from './upload-sequences';

export type VideoSavePhase = 'uploading' | 'testing' | 'simulating';

export interface VideoSaveReport {
  /** The saved /media path. */
  path: string;
  test: VideoTestResult;
  simulation: LiveSimulationResult | null;
  /** Set when the live simulation failed: the save stands, with this warning. */
  warning: string | null;
}

interface VideoSaveOptions {
  onPhase: (phase: VideoSavePhase) => void;
  onProgress: ProgressListener;
  /** The setting's save failure text ('Failed to save hero video setting'). */
  saveFailure: string;
}

async function runSimulation(videoPath: string): Promise<Pick<VideoSaveReport, 'simulation' | 'warning'>> {
  try {
    const simulation = await simulateLivePlayback(videoPath);
    return { simulation, warning: simulation.success ? null : simulation.message };
  } catch (error) {
    console.error(MEDIA_TOASTS.simulationFailed, error);
    return { simulation: null, warning: MEDIA_TOASTS.simulationFailed };
  }
}

/**
 * The hero video save flow: upload the file, save the setting (the server tests the video
 * before it replaces the current one, and refuses it with the test when it fails: the site
 * keeps playing the old video), then simulate playback on the live site. A failed test fails
 * the save with VideoTestFailedError; a failed simulation only adds a warning to the report.
 */
export async function saveVerifiedVideo(
  key: MediaSettingKey,
  file: File,
  { onPhase, onProgress, saveFailure }: VideoSaveOptions,
): Promise<VideoSaveReport> {
  onPhase('uploading');
  const saved = await uploadSettingMedia(
    key,
    file,
    (percent) => {
      onProgress(percent);
      if (percent >= 100) onPhase('testing');
    },
    saveFailure,
  );
  // The server answers every saved upload of a video with the test it passed.
  if (!saved.value || !saved.videoTest) throw new Error(`${saveFailure}: the answer had no video test`);
  const { value: path, videoTest: test } = saved;
  onPhase('simulating');
  return { path, test, ...(await runSimulation(path)) };
}
