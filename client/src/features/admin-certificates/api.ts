import { ADMIN_CALLS, adminCallUrl } from '@contract/admin-calls';
import type {
  AdminCertificate,
  CertificateAddress,
  IssueCertificateInput,
  IssuedCertificate,
  RevokeCertificateInput,
  TransferCertificateInput,
} from '@contract/certificates';
import type { SizeModel } from '@contract/limits';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { editionQueries } from '@/features/admin-editions/api';
import { apiJson, apiRequest } from '@/lib/api-client';
import { serverMessageOr } from '@/lib/mutation-failure';
import { CERTIFICATE_ADMIN_COPY as COPY } from './certificates-copy';

const BASE = adminCallUrl(ADMIN_CALLS.sculptures);

export const certificateQueries = {
  /** The piece's register (which numbers are sold, and to whom), as the register screen reads it. */
  editions: editionQueries.register,
  /** Every certificate of the piece, each number's chain of owners in issue order. */
  certificates: (id: number) => queryOptions<AdminCertificate[]>({ queryKey: [BASE, id, 'certificates'] }),
  /** Where certificates' QR codes lead (PUBLIC_URL), and whether only the studio's machine opens it. */
  address: () =>
    queryOptions<CertificateAddress>({
      queryKey: [adminCallUrl(ADMIN_CALLS.certificateAddress)],
      staleTime: Number.POSITIVE_INFINITY,
    }),
};

function useRefresh(id: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: certificateQueries.certificates(id).queryKey }),
      queryClient.invalidateQueries({ queryKey: certificateQueries.editions(id).queryKey }),
    ]);
}

export function useIssueCertificate(id: number) {
  const refresh = useRefresh(id);
  return useMutation({
    mutationFn: ({
      size,
      number,
      input,
    }: {
      size: SizeModel;
      number: number;
      input: IssueCertificateInput;
    }) =>
      apiJson<IssuedCertificate>(
        'POST',
        adminCallUrl(ADMIN_CALLS.certificateIssue, { id, size, number }),
        input,
      ),
    onSuccess: (issued) => {
      toast({ title: COPY.issued, description: issued.code, variant: 'success' });
      return refresh();
    },
    meta: { failure: serverMessageOr(COPY.issueFailed) },
  });
}

export function useTransferCertificate(id: number) {
  const refresh = useRefresh(id);
  return useMutation({
    mutationFn: ({ code, input }: { code: string; input: TransferCertificateInput }) =>
      apiJson<IssuedCertificate>('POST', adminCallUrl(ADMIN_CALLS.certificateTransfer, { code }), input),
    onSuccess: (issued) => {
      toast({ title: COPY.transferred, description: issued.code, variant: 'success' });
      return refresh();
    },
    meta: { failure: serverMessageOr(COPY.transferFailed) },
  });
}

export function useRevokeCertificate(id: number) {
  const refresh = useRefresh(id);
  return useMutation({
    mutationFn: ({ code, input }: { code: string; input: RevokeCertificateInput }) =>
      apiJson<AdminCertificate>('POST', adminCallUrl(ADMIN_CALLS.certificateRevoke, { code }), input),
    onSuccess: (revoked) => {
      toast({ title: COPY.revoked, description: revoked.code, variant: 'success' });
      return refresh();
    },
    meta: { failure: serverMessageOr(COPY.revokeFailed) },
  });
}

/** Opens a certificate's PDF: fetched with the admin's credentials, shown from memory. */
export async function openCertificatePdf(pdfUrl: string): Promise<void> {
  const response = await apiRequest('GET', pdfUrl);
  const url = URL.createObjectURL(await response.blob());
  window.open(url, '_blank', 'noopener');
  // The tab has its copy once opened; the address is freed a minute later.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
