import { acceptAttribute, MEDIA_SETTING_RULES } from '@contract/media';
import { Save, X } from '@/components/icons/admin';
import { Button } from '@/components/ui/button';
import { formatFileSize } from '../format-file-size';
import type { VideoSavePhase } from '../save-verified-video';
import { useVerifiedVideo } from '../use-verified-video';
import { FileDropZone } from './file-drop-zone';
import { MediaPanel, type MediumPanelProps } from './media-panel';
import { UploadStatus } from './upload-status';
import { VideoCheckReport } from './video-check-report';

const PHASE_TEXT: Record<VideoSavePhase, (percent: number) => string> = {
  uploading: (percent) => `Uploading ${percent}%`,
  testing: () => 'Testing the video...',
  simulating: () => 'Running the live simulation...',
};

/** The hero video: select a file, then save it through the flow (upload, save, test, simulate). */
export function VerifiedVideoPanel({ config, setting, active }: MediumPanelProps) {
  const video = useVerifiedVideo(config);
  return (
    <MediaPanel config={config} setting={setting} active={active} busy={video.pending}>
      {video.file ? (
        <div className="grid gap-2 rounded-md border border-border bg-surface-raised/60 p-3">
          <p className="min-w-0 text-sm">
            <span className="block truncate font-medium" title={video.file.name}>
              {video.file.name}
            </span>
            <span className="text-xs text-muted">{formatFileSize(video.file.size)} · ready to save</span>
          </p>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={video.save} disabled={video.pending}>
              <Save aria-hidden />
              {video.pending ? 'Saving...' : 'Save video'}
            </Button>
            <Button variant="secondary" size="sm" onClick={video.clear} disabled={video.pending}>
              <X aria-hidden />
              Choose another
            </Button>
          </div>
        </div>
      ) : (
        <FileDropZone
          label={setting.value ? 'Select a new video' : 'Select video'}
          hint={config.hint}
          accept={acceptAttribute([MEDIA_SETTING_RULES[config.key]])}
          onFiles={([file]) => file && video.choose(file)}
        />
      )}
      <UploadStatus
        pending={video.pending}
        percent={video.percent}
        text={PHASE_TEXT[video.phase](video.percent)}
        error={null}
        fileName={video.file?.name ?? ''}
      />
      {video.pending ? null : <VideoCheckReport report={video.report} failure={video.failure} />}
    </MediaPanel>
  );
}
