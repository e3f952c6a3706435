/**
 * A phone number as people write one: an optional leading +, then digits with spaces, dots,
 * hyphens or brackets between them; 6 to 15 digits (the longest international number, E.164).
 * Plain code with no zod, so the public contact form can check it without pulling zod in.
 */
const PHONE_SHAPE = /^\+?[(0-9][0-9 ().-]*[0-9)]$/;
export const PHONE_MAX_LENGTH = 30;
const MIN_DIGITS = 6;
const MAX_DIGITS = 15;

export const INVALID_PHONE = {
  title: 'Invalid Phone',
  description: 'Please enter a phone number (digits, spaces, + ( ) - .) or leave it empty.',
} as const;

/** Whether `text` (already trimmed, not empty) reads as one phone number. */
export function isPhoneNumber(text: string): boolean {
  if (text.length > PHONE_MAX_LENGTH || !PHONE_SHAPE.test(text)) return false;
  const digits = text.replace(/[^0-9]/g, '').length;
  return digits >= MIN_DIGITS && digits <= MAX_DIGITS;
}
