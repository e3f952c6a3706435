import { ADMIN_MESSAGES } from '@contract/admin-messages';
import { describe, expect, it } from 'vitest';
import {
  describeRules,
  isVideoPath,
  refuseSculptureFile,
  refuseSettingFile,
  sculptureSlotRules,
} from './file-rules';

const MB = 1024 * 1024;
const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('refuseSculptureFile', () => {
  const thumbnail = sculptureSlotRules('thumbnail', 'photo');

  it('accepts JPEG, PNG and WebP up to exactly 5MB', () => {
    expect(refuseSculptureFile(file('a.jpg', 'image/jpeg', 5 * MB), thumbnail)).toBeNull();
    expect(refuseSculptureFile(file('a.png', 'image/png'), thumbnail)).toBeNull();
    expect(refuseSculptureFile(file('a.webp', 'image/webp'), thumbnail)).toBeNull();
  });

  it('refuses an image one byte over 5MB', () => {
    expect(refuseSculptureFile(file('big.jpg', 'image/jpeg', 5 * MB + 1), thumbnail)).toEqual({
      title: 'File too large',
      description: 'big.jpg is larger than 5MB',
    });
  });

  it('refuses a file that is not an image', () => {
    expect(refuseSculptureFile(file('notes.txt', 'text/plain'), thumbnail)).toEqual({
      title: 'Invalid file type',
      description: 'notes.txt is not an image file',
    });
    expect(refuseSculptureFile(file('clip.mp4', 'video/mp4'), thumbnail)?.description).toBe(
      'clip.mp4 is not an image file',
    );
  });

  it('takes a video in the placeholder slot only for a video placeholder', () => {
    const clip = file('clip.mp4', 'video/mp4', 50 * MB);
    expect(refuseSculptureFile(clip, sculptureSlotRules('placeholder', 'photo'))?.description).toBe(
      'clip.mp4 is not an image file',
    );
    expect(refuseSculptureFile(clip, sculptureSlotRules('placeholder', 'video'))).toBeNull();
  });

  it('names both kinds and the 50MB video limit for a video placeholder', () => {
    const rules = sculptureSlotRules('placeholder', 'video');
    expect(refuseSculptureFile(file('doc.pdf', 'application/pdf'), rules)?.description).toBe(
      'doc.pdf is not an image or video file',
    );
    expect(refuseSculptureFile(file('long.mov', 'video/quicktime', 50 * MB + 1), rules)?.description).toBe(
      'long.mov is larger than 50MB',
    );
    expect(refuseSculptureFile(file('still.png', 'image/png', 5 * MB + 1), rules)?.description).toBe(
      'still.png is larger than 5MB',
    );
  });

  it('recognises a file by its extension when the browser gives no type', () => {
    expect(refuseSculptureFile(file('photo.JPEG', ''), thumbnail)).toBeNull();
  });
});

describe('refuseSettingFile', () => {
  it('uses the hero photo messages', () => {
    expect(refuseSettingFile(file('clip.mp4', 'video/mp4'), 'homepage-hero-image')?.description).toBe(
      ADMIN_MESSAGES.upload.heroPhotoType,
    );
    expect(refuseSettingFile(file('a.jpg', 'image/jpeg', 10 * MB), 'homepage-hero-image')).toBeNull();
    expect(refuseSettingFile(file('a.jpg', 'image/jpeg', 10 * MB + 1), 'homepage-hero-image')).toEqual({
      title: 'File too large',
      description: ADMIN_MESSAGES.upload.heroPhotoSize,
    });
  });

  it('uses the hero video messages for mp4, mov, avi, mkv and webm', () => {
    for (const name of ['a.mp4', 'a.mov', 'a.avi', 'a.mkv', 'a.webm'])
      expect(refuseSettingFile(file(name, ''), 'homepage-hero-video')).toBeNull();
    expect(refuseSettingFile(file('a.png', 'image/png'), 'homepage-hero-video')).toEqual({
      title: 'Invalid file type',
      description: ADMIN_MESSAGES.upload.heroVideoType,
    });
    expect(
      refuseSettingFile(file('a.mp4', 'video/mp4', 50 * MB + 1), 'homepage-hero-video')?.description,
    ).toBe(ADMIN_MESSAGES.upload.heroVideoSize);
  });

  it('holds the artist video to the 100MB of its hint', () => {
    expect(refuseSettingFile(file('a.mp4', 'video/mp4', 100 * MB), 'artist-video')).toBeNull();
    expect(refuseSettingFile(file('a.mp4', 'video/mp4', 100 * MB + 1), 'artist-video')?.description).toBe(
      'Please select a video smaller than 100MB',
    );
  });
});

describe('describeRules', () => {
  it('lists the formats and limits of a slot', () => {
    expect(describeRules(sculptureSlotRules('gallery', 'photo'))).toBe('JPEG, PNG or WebP, up to 5MB');
    expect(describeRules(sculptureSlotRules('placeholder', 'video'))).toBe(
      'JPEG, PNG or WebP, up to 5MB; MP4 or MOV, up to 50MB',
    );
  });
});

describe('isVideoPath', () => {
  it('tells a stored video from an image by its extension', () => {
    expect(isVideoPath('/media/site/abc.mp4')).toBe(true);
    expect(isVideoPath('/media/sculptures/1/abc.MOV')).toBe(true);
    expect(isVideoPath('/media/sculptures/1/abc.jpg')).toBe(false);
  });
});
