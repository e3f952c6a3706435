import { formatCode } from '../../../contract/certificates';
import { ROUTES } from '../../../contract/routes';

/** What the QR code opens: /verify/{code}, absolute, grouped as printed (the page takes either form). */
export const verifyUrlOf = (publicUrl: string, code: string) =>
  `${publicUrl.replace(/\/+$/, '')}${ROUTES.verify}/${formatCode(code)}`;

/** Where the signed-in owner downloads a certificate's PDF. */
export const pdfUrlOf = (code: string) => `/api/admin/certificates/${formatCode(code)}/pdf`;
