import { ADMIN_API_PREFIX, ADMIN_INQUIRIES_CALL, API_PREFIX, INQUIRIES_CALL } from '@contract/api-paths';
import { type ContactFormState, toInquiryPayload } from '@contract/inquiry-form';
import { apiRequest } from '@/lib/api-client';
import { adminDataChanged } from '@/lib/cache-bridge';
import { challengeHeaders } from '@/lib/challenge';
import { useAction } from '@/lib/use-action';

export {
  type ContactFormState,
  contactFormOf,
  EMPTY_CONTACT_FORM,
  hasInvalidPhone,
  hasRequiredContactFields,
  toInquiryPayload,
} from '@contract/inquiry-form';

export function useSendInquiry() {
  return useAction(
    async (form: ContactFormState) =>
      apiRequest('POST', `${API_PREFIX}${INQUIRIES_CALL}`, toInquiryPayload(form), await challengeHeaders()),
    {
      // On success the inquiries data is refreshed (the admin list, if it is cached).
      onSuccess: () => adminDataChanged([`${ADMIN_API_PREFIX}${ADMIN_INQUIRIES_CALL}`]),
    },
  );
}
