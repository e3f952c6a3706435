import { API_PREFIX, CERTIFICATES_CALL } from '@contract/api-paths';
import type { CertificateView, VerifyOutcome } from '@contract/certificate-view';
import { ApiError, apiJson, readErrorMessage } from '@/lib/api-client';
import { useData } from '@/lib/use-data';

/**
 * The check of a code the server did not render (the page reached by the browser's own
 * navigation): GET /api/certificates/{code}, its refusals (404, 429) shown as the server words them.
 */
export function useVerifyOutcome(code: string | null): {
  outcome?: VerifyOutcome;
  pending: boolean;
  failed: boolean;
} {
  const query = useData<VerifyOutcome>({
    key: ['verify-fetch', code ?? ''],
    fetch: async () => {
      if (!code) return { kind: 'refused', message: '', status: 400 };
      try {
        const certificate = await apiJson<CertificateView>(
          'GET',
          `${API_PREFIX}${CERTIFICATES_CALL}/${encodeURIComponent(code)}`,
        );
        return { kind: 'found', certificate };
      } catch (error) {
        if (error instanceof ApiError && (error.status === 404 || error.status === 429)) {
          return { kind: 'refused', message: readErrorMessage(error, ''), status: error.status };
        }
        throw error;
      }
    },
  });
  if (!code) return { pending: false, failed: false };
  return { outcome: query.data, pending: query.isPending, failed: query.isError };
}
