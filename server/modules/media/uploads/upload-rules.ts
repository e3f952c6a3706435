import { ADMIN_MESSAGES } from '../../../../contract/admin-messages';
import { formatLimit, MEDIA_FORMATS, type MediaFormat, type UploadRule } from '../../../../contract/media';

/** Why a file was refused: the HTTP status (413 too large, 415 wrong type) and a clear message. */
export interface Refusal {
  status: 400 | 413 | 415;
  message: string;
}

function acceptedFormats(rules: readonly UploadRule[]): string {
  const labels = [...new Set(rules.flatMap((rule) => rule.formats.map((f) => MEDIA_FORMATS[f].label)))];
  return labels.length === 1 ? labels[0]! : `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}`;
}

export function ruleFor(rules: readonly UploadRule[], format: MediaFormat): UploadRule | undefined {
  return rules.find((rule) => rule.formats.includes(format));
}

export function typeRefusal(rules: readonly UploadRule[]): Refusal {
  return { status: 415, message: ADMIN_MESSAGES.uploadRefused.type(acceptedFormats(rules)) };
}

export function sizeRefusal(rule: UploadRule): Refusal {
  const what = rule.kind === 'image' ? 'images' : 'videos';
  return { status: 413, message: ADMIN_MESSAGES.uploadRefused.size(what, formatLimit(rule.maxBytes)) };
}

/** The largest file any rule accepts: a body past it is refused before its type is known. */
export function largestLimit(rules: readonly UploadRule[]): number {
  return Math.max(...rules.map((rule) => rule.maxBytes));
}

/** Null when a file of this format and size fits the rules. */
export function checkFile(rules: readonly UploadRule[], format: MediaFormat, size: number): Refusal | null {
  const rule = ruleFor(rules, format);
  if (!rule) return typeRefusal(rules);
  return size > rule.maxBytes ? sizeRefusal(rule) : null;
}
