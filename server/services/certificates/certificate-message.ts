import { editionFraction, formatCode, sizeLabel } from '../../../contract/certificates';
import type { SizeModel } from '../../../contract/limits';
import type { MailMessage } from '../mailer/mailer';

export interface CertificateMailInput {
  to: string;
  title: string;
  size: SizeModel;
  number: number;
  /** The edition's size, as certified. */
  total: number;
  code: string;
  /** The public check of this code. */
  verifyUrl: string;
  pdf: Buffer;
}

/** The collector's email: the certificate as a PDF to print, and its code with where to check it. */
export function buildCertificateMessage(input: CertificateMailInput): MailMessage {
  const code = formatCode(input.code);
  const what = `${input.title}, ${sizeLabel(input.size)}, edition ${editionFraction(input.number, input.total)}`;
  return {
    to: input.to,
    subject: `Your certificate of authenticity: ${what}`,
    text: [
      `Your certificate of authenticity for ${what} is attached, ready to print on A4.`,
      '',
      `Certificate code: ${code}`,
      `Anyone can check it at ${input.verifyUrl}`,
      '',
      'Keep the code with the piece: a buyer checks it when you sell.',
    ].join('\n'),
    attachments: [
      {
        filename: `certificate-${code}.pdf`,
        contentType: 'application/pdf',
        contentBase64: input.pdf.toString('base64'),
      },
    ],
  };
}
