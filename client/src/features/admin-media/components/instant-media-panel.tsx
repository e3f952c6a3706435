import { formatFocalPoint } from '@contract/focal-point';
import { acceptAttribute, MEDIA_SETTING_RULES } from '@contract/media';
import { type ReactNode, useState } from 'react';
import type { MediaSettingConfig } from '../media-cards';
import { useFocalPoint } from '../use-focal-point';
import { useSettingUpload } from '../use-media-setting';
import { FileDropZone } from './file-drop-zone';
import { FocalPointPicker } from './focal-point-picker';
import { MediaPanel, type MediumPanelProps } from './media-panel';
import { UploadStatus } from './upload-status';

/** A photo (or the artist video): picking or dropping a file uploads and saves it at once. */
export function InstantMediaPanel({ config, setting, active }: MediumPanelProps) {
  // The focal point is read and offered once there is a photo to crop.
  return config.crop && setting.value ? (
    <CroppedPhotoPanel config={config} crop={config.crop} setting={setting} active={active} />
  ) : (
    <UploadPanel config={config} setting={setting} active={active} />
  );
}

/** The hero photo: its crop is shown around the owner's focal point, chosen beside it. */
function CroppedPhotoPanel({
  crop,
  ...props
}: MediumPanelProps & { crop: NonNullable<MediaSettingConfig['crop']> }) {
  const focal = useFocalPoint(crop.focalKey);
  const path = props.setting.value;
  return (
    <UploadPanel {...props} objectPosition={formatFocalPoint(focal.point)}>
      {path ? <FocalPointPicker path={path} meta={props.setting.imageMeta} focal={focal} /> : null}
    </UploadPanel>
  );
}

function UploadPanel({
  config,
  setting,
  active,
  objectPosition,
  children,
}: MediumPanelProps & { objectPosition?: string; children?: ReactNode }) {
  const { upload, percent, pending, error } = useSettingUpload(config);
  const [fileName, setFileName] = useState('');
  const noun = config.label.toLowerCase();
  return (
    <MediaPanel
      config={config}
      setting={setting}
      active={active}
      busy={pending}
      objectPosition={objectPosition}
    >
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
      {children}
    </MediaPanel>
  );
}
