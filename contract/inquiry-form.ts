import type { InquiryInput } from './inquiry';
import { isPhoneNumber } from './phone';

/** What the contact form holds. The phone is sent too: an owner asked for a call back needs it. */
export interface ContactFormState {
  name: string;
  email: string;
  phone: string;
  piece: string;
  message: string;
}

export const EMPTY_CONTACT_FORM: ContactFormState = {
  name: '',
  email: '',
  phone: '',
  piece: '',
  message: '',
};

/** The contact form's fields out of any record of strings (a form post's), missing ones empty. */
export function contactFormOf(values: Record<string, unknown>): ContactFormState {
  const text = (name: keyof ContactFormState) => (typeof values[name] === 'string' ? values[name] : '');
  return {
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    piece: text('piece'),
    message: text('message'),
  };
}

/** Name, email and message are required. */
export function hasRequiredContactFields(form: ContactFormState): boolean {
  return [form.name, form.email, form.message].every((value) => value.trim() !== '');
}

/** A phone number the server would refuse (empty is fine: it is optional). */
export function hasInvalidPhone(form: ContactFormState): boolean {
  const phone = form.phone.trim();
  return phone !== '' && !isPhoneNumber(phone);
}

/**
 * The inquiry payload, with location and the two flags sent as fixed values: the same from
 * the script's fetch and from the form posted without script.
 */
export function toInquiryPayload(form: ContactFormState): InquiryInput {
  return {
    name: form.name.trim(),
    email: form.email.trim(),
    phone: form.phone.trim(),
    location: '',
    isCollector: 'false',
    isGallery: 'false',
    message: form.message.trim(),
    sculptureInterest: form.piece,
  };
}
