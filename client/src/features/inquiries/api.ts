import type { InquiryInput } from '@contract/inquiry';
import { isPhoneNumber } from '@contract/phone';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** What the contact form holds (§3). The phone is sent too: an owner asked for a call back needs it. */
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

/** A phone number the server would refuse (empty is fine: it is optional). */
export function hasInvalidPhone(form: ContactFormState): boolean {
  const phone = form.phone.trim();
  return phone !== '' && !isPhoneNumber(phone);
}

/** §5: name, email and message are required. */
export function hasRequiredContactFields(form: ContactFormState): boolean {
  return [form.name, form.email, form.message].every((value) => value.trim() !== '');
}

/** §7: the inquiry payload, with location and the two flags sent as fixed values. */
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

export function useSendInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: ContactFormState) => apiRequest('POST', '/api/inquiries', toInquiryPayload(form)),
    // §7: on success the inquiries data is refreshed (the admin list, if it is cached).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api/admin/inquiries'] }),
  });
}
