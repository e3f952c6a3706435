import type { SiteSettingValue } from '@contract/site-settings';
import type { ReactNode } from 'react';
import { LoadFailed, LoadingText } from '@/components/admin/list-states';
import { SettingCard } from '@/components/admin/setting-card';
import { useFailureToast } from '@/components/admin/use-failure-toast';
import { useAdminSettings } from '@/features/admin-content/site-settings/api';
import type { MediaCardConfig } from '../media-cards';
import { InstantMediaPanel } from './instant-media-panel';
import { MediaTypeToggle } from './media-type-toggle';
import { VerifiedVideoPanel } from './verified-video-panel';

function ReadFailure({ error, text }: { error: Error | null; text: string }) {
  useFailureToast(error, text);
  return <LoadFailed>{text}</LoadFailed>;
}

/**
 * A media card of the Site Settings tab (hero or artist): the photo/video toggle and a panel
 * for each medium. Nothing is editable until the three settings have been read, so a removal
 * or a replacement always concerns what the admin sees.
 */
export function MediaSettingCard({ card }: { card: MediaCardConfig }) {
  const [type, photo, video] = useAdminSettings([card.typeKey, card.photo.key, card.video.key]);
  const reads = [
    { read: type, failure: card.typeFetchFailure },
    { read: photo, failure: card.photo.fetchFailure },
    { read: video, failure: card.video.fetchFailure },
  ];
  const frame = (body: ReactNode) => (
    <SettingCard title={card.title} description={card.description} wide>
      {body}
    </SettingCard>
  );

  if (reads.some(({ read }) => read?.isPending)) return frame(<LoadingText>Loading...</LoadingText>);
  if (reads.some(({ read }) => read?.isError))
    return frame(
      reads.map(({ read, failure }) =>
        read?.isError ? <ReadFailure key={failure} error={read.error} text={failure} /> : null,
      ),
    );

  const mediaType = type?.data?.value === 'video' ? 'video' : 'photo';
  const VideoPanel = card.video.verified ? VerifiedVideoPanel : InstantMediaPanel;
  const empty: SiteSettingValue = { value: null };
  return frame(
    <>
      <MediaTypeToggle card={card} value={mediaType} />
      <div className="grid gap-3 md:grid-cols-2">
        <InstantMediaPanel
          config={card.photo}
          setting={photo?.data ?? empty}
          active={mediaType === 'photo'}
        />
        <VideoPanel config={card.video} setting={video?.data ?? empty} active={mediaType === 'video'} />
      </div>
    </>,
  );
}
