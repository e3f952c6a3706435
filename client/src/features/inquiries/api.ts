import { type ContactFormState, toInquiryPayload } from '@contract/inquiry-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export {
  type ContactFormState,
  contactFormOf,
  EMPTY_CONTACT_FORM,
  hasInvalidPhone,
  hasRequiredContactFields,
  toInquiryPayload,
} from '@contract/inquiry-form';

export function useSendInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: ContactFormState) => apiRequest('POST', '/api/inquiries', toInquiryPayload(form)),
    // §7: on success the inquiries data is refreshed (the admin list, if it is cached).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api/admin/inquiries'] }),
  });
}
