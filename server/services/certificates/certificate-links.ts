import { ADMIN_API_PREFIX } from '../../../contract/api-paths';
import { formatCode } from '../../../contract/certificates';
import { absoluteUrl, verifyCodePath } from '../../../contract/routes';

/** What the QR code opens: /verify/{code}, absolute, grouped as printed (the page takes either form). */
export const verifyUrlOf = (publicUrl: string, code: string) =>
  absoluteUrl(publicUrl, verifyCodePath(formatCode(code)));

/** Where the signed-in owner downloads a certificate's PDF. */
export const pdfUrlOf = (code: string) => `${ADMIN_API_PREFIX}/certificates/${formatCode(code)}/pdf`;
