import type { LiveSimulationResult, MediaSettingKey, VideoTestResult } from '@contract/media';
import { saveSetting, simulateLivePlayback, testVideo } from './api';
import { MEDIA_TOASTS } from './media-copy';
import type { ProgressListener } from './upload-file';
import { uploadSettingMedia } from './upload-sequences';

export type VideoSavePhase = 'uploading' | 'saving' | 'testing' | 'simulating';

export interface VideoSaveReport {
  /** The saved /media path. */
  path: string;
  test: VideoTestResult;
  simulation: LiveSimulationResult | null;
  /** Set when the live simulation failed: the save stands, with this warning (§4). */
  warning: string | null;
}

/** The server's test said no (or could not run): the save failed and the setting was rolled back. */
export class VideoTestFailedError extends Error {
  readonly test: VideoTestResult;

  constructor(test: VideoTestResult) {
    super(MEDIA_TOASTS.videoTestFailed.description(test.message));
    this.name = 'VideoTestFailedError';
    this.test = test;
  }
}

interface VideoSaveOptions {
  onPhase: (phase: VideoSavePhase) => void;
  onProgress: ProgressListener;
  /** The setting's §8 save failure text ('Failed to save hero video setting'). */
  saveFailure: string;
}

async function runTest(videoPath: string): Promise<VideoTestResult> {
  try {
    return await testVideo(videoPath);
  } catch (error) {
    console.error(MEDIA_TOASTS.testCallFailed, error);
    return { success: false, message: MEDIA_TOASTS.testCallFailed };
  }
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

/** Saving null takes the failed video out of the setting; the server deletes the file. */
async function rollBack(key: MediaSettingKey): Promise<void> {
  try {
    await saveSetting(key, null);
  } catch (error) {
    console.error(`Failed to roll back ${key} after a failed video test`, error);
  }
}

/**
 * The §4 hero video save flow: upload the file, save the setting, have the server test the
 * video, then simulate playback on the live site. A failed test fails the save and rolls the
 * setting back; a failed simulation only adds a warning to the report.
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
      if (percent >= 100) onPhase('saving');
    },
    saveFailure,
  );
  const path = saved.value ?? '';
  onPhase('testing');
  const test = await runTest(path);
  if (!test.success) {
    await rollBack(key);
    throw new VideoTestFailedError(test);
  }
  onPhase('simulating');
  return { path, test, ...(await runSimulation(path)) };
}
