import { acceptAttribute, MEDIA_SETTING_RULES } from '@contract/media';
import { useState } from 'react';
import { useSettingUpload } from '../use-media-setting';
import { FileDropZone } from './file-drop-zone';
import { MediaPanel, type MediumPanelProps } from './media-panel';
import { UploadStatus } from './upload-status';

/** A photo (or the artist video): picking or dropping a file uploads and saves it at once. */
export function InstantMediaPanel({ config, setting, active }: MediumPanelProps) {
  const { upload, percent, pending, error } = useSettingUpload(config);
  const [fileName, setFileName] = useState('');
  const noun = config.label.toLowerCase();
  return (
    <MediaPanel config={config} setting={setting} active={active} busy={pending}>
      <FileDropZone
        label={`${setting.value ? 'Replace' : 'Upload'} ${noun}`}
        hint={config.hint}
        accept={acceptAttribute([MEDIA_SETTING_RULES[config.key]])}
        disabled={pending}
        onFiles={([file]) => {
          if (!file) return;
          setFileName(file.name);
          upload(file);
        }}
      />
      <UploadStatus
        pending={pending}
        percent={percent}
        text={percent < 100 ? `Uploading ${percent}%` : 'Saving...'}
        error={error}
        fileName={fileName}
      />
    </MediaPanel>
  );
}
