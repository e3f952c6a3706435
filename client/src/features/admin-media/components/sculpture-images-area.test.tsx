import type { ImageType } from '@contract/sculpture-media-limits';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { makeSculpture } from '@/test/fixtures';
import { renderWithClient } from '@/test/render-with-client';
import { uploadSculptureImage } from '../upload-sequences';
import { UploadStepError } from '../upload-step';
import { SculptureImagesArea } from './sculpture-images-area';

vi.mock('../upload-sequences', () => ({ uploadSculptureImage: vi.fn() }));
const upload = vi.mocked(uploadSculptureImage);

const image = (name: string, type = 'image/jpeg', size = 1000) =>
  new File([new Uint8Array(size)], name, { type });

/** The slot's section, found by its heading. */
const slot = (label: string) => screen.getByRole('region', { name: label });

/** Chooses files in a slot's picker, as the drop zone's button would. */
function choose(label: string, files: File[]) {
  const input = slot(label).querySelector<HTMLInputElement>('input[type="file"]')!;
  fireEvent.change(input, { target: { files } });
}

/** The toast region: a toast's text, apart from the same words in a slot's rows. */
const toasts = () => within(screen.getByRole('region', { name: /Notifications/ }));

const uploadedNames = () => upload.mock.calls.map(([, , file]) => file.name);

function renderArea(placeholderType: 'photo' | 'video' = 'photo', overrides = {}) {
  const sculpture = makeSculpture({ id: 7, ...overrides });
  return renderWithClient(<SculptureImagesArea sculpture={sculpture} placeholderType={placeholderType} />);
}

describe('SculptureImagesArea', () => {
  beforeEach(() => {
    upload.mockReset();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('uploads several gallery files in turn and goes on after one fails', async () => {
    upload.mockImplementation(async (_id, _type: ImageType, file, onProgress) => {
      onProgress(50);
      if (file.name === 'b.jpg') {
        const refusal = new ApiError(
          413,
          'Payload Too Large',
          '{"message":"File too large: images here may be at most 5MB"}',
        );
        throw new UploadStepError('Failed to upload file', refusal);
      }
      onProgress(100);
      return {} as Awaited<ReturnType<typeof uploadSculptureImage>>;
    });
    renderArea();
    choose('Gallery', [image('a.jpg'), image('b.jpg'), image('c.jpg')]);

    const rows = within(slot('Gallery')).getByRole('list', { name: 'Gallery uploads' });
    await waitFor(() => expect(within(rows).getAllByText('Saved')).toHaveLength(2));
    expect(uploadedNames()).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
    expect(upload.mock.calls.every(([id, imageType]) => id === 7 && imageType === 'gallery')).toBe(true);
    expect(
      within(rows).getByText('Failed to upload file: File too large: images here may be at most 5MB'),
    ).toBeTruthy();
    expect(await toasts().findByText('Failed to upload b.jpg')).toBeTruthy();
    expect(toasts().getByText('Upload failed')).toBeTruthy();
  });

  it("toasts the failed step's text when a single file fails", async () => {
    upload.mockRejectedValue(new UploadStepError('Failed to save image reference', new Error('409')));
    renderArea();
    choose('Thumbnail', [image('front.jpg')]);
    expect(await toasts().findByText('Failed to save image reference')).toBeTruthy();
    expect(toasts().getByText('Error')).toBeTruthy();
  });

  it('refuses a file that is not an image before any request, and still sends the others', async () => {
    upload.mockResolvedValue({} as Awaited<ReturnType<typeof uploadSculptureImage>>);
    renderArea();
    choose('In situ', [
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
      image('room.png', 'image/png'),
    ]);
    await waitFor(() => expect(uploadedNames()).toEqual(['room.png']));
    expect(toasts().getByText('Invalid file type')).toBeTruthy();
    expect(within(slot('In situ')).getByText('notes.txt is not an image file')).toBeTruthy();
  });

  it('refuses an image over 5MB with the validation message', () => {
    renderArea();
    choose('Scale comparison', [image('huge.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1)]);
    expect(upload).not.toHaveBeenCalled();
    expect(toasts().getByText('File too large')).toBeTruthy();
    expect(within(slot('Scale comparison')).getByText('huge.jpg is larger than 5MB')).toBeTruthy();
  });

  it('takes a video placeholder only when the placeholder type is video', async () => {
    upload.mockResolvedValue({} as Awaited<ReturnType<typeof uploadSculptureImage>>);
    const clip = new File([new Uint8Array(10)], 'turn.mp4', { type: 'video/mp4' });

    const photo = renderArea('photo');
    choose('Placeholder', [clip]);
    expect(within(slot('Placeholder')).getByText('turn.mp4 is not an image file')).toBeTruthy();
    expect(upload).not.toHaveBeenCalled();
    photo.unmount();

    renderArea('video');
    choose('Placeholder', [clip]);
    await waitFor(() => expect(uploadedNames()).toEqual(['turn.mp4']));
  });

  it('refuses the files past the tenth gallery image without sending them', async () => {
    upload.mockResolvedValue({} as Awaited<ReturnType<typeof uploadSculptureImage>>);
    const galleryImages = Array.from({ length: 9 }, (_, index) => `/media/sculptures/7/g${index}.jpg`);
    renderArea('photo', { galleryImages });
    expect(within(slot('Gallery')).getByText('9 of 10')).toBeTruthy();
    choose('Gallery', [image('ninth.jpg'), image('eleventh.jpg')]);
    await waitFor(() => expect(uploadedNames()).toEqual(['ninth.jpg']));
    expect(within(slot('Gallery')).getByText('Gallery holds at most 10 images')).toBeTruthy();
  });

  it('asks before deleting an image', () => {
    renderArea('photo', { thumbnailImage: '/media/sculptures/7/front.jpg' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete Thumbnail' }));
    expect(screen.getByRole('alertdialog', { name: 'Delete this image?' })).toBeTruthy();
  });
  it('shows the scale comparison in the 16:10 the detail page gives it, the thumbnail in 3:4', () => {
    renderArea('photo', { scaleImage: '/media/scale.jpg', thumbnailImage: '/media/thumb.jpg' });
    const frame = (label: string) =>
      within(slot(label))
        .getByRole('button', { name: `Delete ${label}` })
        .closest('.group');
    expect(frame('Scale comparison')?.className).toContain('aspect-[16/10]');
    expect(frame('Thumbnail')?.className).toContain('aspect-[3/4]');
  });
});
