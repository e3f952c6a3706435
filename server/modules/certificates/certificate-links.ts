import { ADMIN_CALLS, adminCallUrl } from '../../../contract/admin-calls';
import { formatCode } from '../../../contract/certificates';
import { absoluteUrl, verifyCodePath } from '../../../contract/page-paths';

/** What the QR code opens: /verify/{code}, absolute, grouped as printed (the page takes either form). */
export const verifyUrlOf = (publicUrl: string, code: string) =>
  absoluteUrl(publicUrl, verifyCodePath(formatCode(code)));

/** Where the signed-in owner downloads a certificate's PDF. */
export const pdfUrlOf = (code: string) =>
  adminCallUrl(ADMIN_CALLS.certificatePdf, { code: formatCode(code) });
