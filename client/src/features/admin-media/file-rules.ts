import { ADMIN_MESSAGES } from '@contract/admin-messages';
import {
  formatLimit,
  MEDIA_FORMATS,
  MEDIA_SETTING_RULES,
  type MediaFormat,
  type MediaSettingKey,
  sculptureUploadRules,
  type UploadRule,
} from '@contract/media';
import type { Sculpture } from '@contract/sculpture';
import type { ImageType } from '@contract/sculpture-media-limits';

export type PlaceholderType = Sculpture['placeholderType'];

/** Why a file is refused before any request is made: the toast's title and text. */
export interface FileRefusal {
  title: string;
  description: string;
}

/** The file facts the checks read; a File has them, and so does a test's plain object. */
export type FileFacts = Pick<File, 'name' | 'type' | 'size'>;

/** Extensions in common use besides the canonical one of MEDIA_FORMATS. */
const EXTENSION_ALIASES: Partial<Record<MediaFormat, readonly string[]>> = { jpeg: ['jpeg', 'jpe'] };

function extensionOf(name: string): string {
  return /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
}

/**
 * Whether a file looks like this format, by its MIME type or its extension: browsers leave the
 * type empty for some videos (.mkv, .avi). The server decides from the bytes either way.
 */
function looksLike(file: FileFacts, format: MediaFormat): boolean {
  const { contentType, extension } = MEDIA_FORMATS[format];
  const extensions = [extension, ...(EXTENSION_ALIASES[format] ?? [])];
  return file.type === contentType || extensions.includes(extensionOf(file.name));
}

function ruleForFile(file: FileFacts, rules: readonly UploadRule[]): UploadRule | undefined {
  return rules.find((rule) => rule.formats.some((format) => looksLike(file, format)));
}

/** What a sculpture slot accepts: a video only in the placeholder slot of a video placeholder. */
export function sculptureSlotRules(imageType: ImageType, placeholderType: PlaceholderType): UploadRule[] {
  const rules = sculptureUploadRules(imageType);
  return placeholderType === 'video' ? rules : rules.filter((rule) => rule.kind === 'image');
}

/** 'Invalid file type' or 'File too large' for a sculpture image, null when the file may go. */
export function refuseSculptureFile(file: FileFacts, rules: readonly UploadRule[]): FileRefusal | null {
  const { upload } = ADMIN_MESSAGES;
  const rule = ruleForFile(file, rules);
  if (!rule) {
    const takesVideo = rules.some((candidate) => candidate.kind === 'video');
    return {
      title: upload.invalidType,
      description: takesVideo ? upload.notImageOrVideo(file.name) : upload.notImage(file.name),
    };
  }
  if (file.size > rule.maxBytes)
    return { title: upload.tooLarge, description: upload.largerThan(file.name, formatLimit(rule.maxBytes)) };
  return null;
}

/**
 * The rules for hero and artist media: 'Please select an image file', 'Please select a video smaller
 * than 50MB'... The artist video is held to the 100MB its hint promises, in the same words.
 */
export function refuseSettingFile(file: FileFacts, key: MediaSettingKey): FileRefusal | null {
  const rule = MEDIA_SETTING_RULES[key];
  const noun = rule.kind === 'image' ? 'an image' : 'a video';
  if (!ruleForFile(file, [rule]))
    return { title: ADMIN_MESSAGES.upload.invalidType, description: `Please select ${noun} file` };
  if (file.size > rule.maxBytes)
    return {
      title: ADMIN_MESSAGES.upload.tooLarge,
      description: `Please select ${noun} smaller than ${formatLimit(rule.maxBytes)}`,
    };
  return null;
}

/** A short line under a drop zone: 'JPEG, PNG or WebP, up to 5MB'. */
export function describeRules(rules: readonly UploadRule[]): string {
  return rules
    .map((rule) => {
      const labels = rule.formats.map((format) => MEDIA_FORMATS[format].label);
      const list = labels.length > 1 ? `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}` : labels[0];
      return `${list}, up to ${formatLimit(rule.maxBytes)}`;
    })
    .join('; ');
}

/** Whether a stored media path is a video (a video placeholder, a hero or artist video). */
export function isVideoPath(path: string): boolean {
  const extension = extensionOf(path.split('?')[0] ?? '');
  return Object.values(MEDIA_FORMATS).some(
    (format) => format.kind === 'video' && format.extension === extension,
  );
}
