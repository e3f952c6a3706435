import { editionFraction, formatCode, sizeLabel } from '../../../contract/certificates';
import type { SizeModel } from '../../../contract/limits';
import { EMAIL_SIGNATURE_TEXT, emailDocument, emailRows } from '../../core/mail/email-shell';
import { type MailMessage, singleLine } from '../../core/mail/mailer';

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

const FOOTER = 'You are receiving this email because a certificate of authenticity was issued in your name.';
const CHECK = 'Check the certificate';

/**
 * The collector's email: the certificate as a PDF to print, and its code with where to check it,
 * in the brand's one email frame like every other email of the site. Text and HTML say the same.
 */
export function buildCertificateMessage(input: CertificateMailInput): MailMessage {
  const code = formatCode(input.code);
  const what = `${input.title}, ${sizeLabel(input.size)}, edition ${editionFraction(input.number, input.total)}`;
  const subject = singleLine(`Your certificate of authenticity: ${what}`);
  const heading = 'Your certificate of authenticity';
  const attached = `Your certificate of authenticity for ${what} is attached, ready to print on A4.`;
  const codeLine = `Certificate code: ${code}`;
  const keep = 'Keep the code with the piece: a buyer checks it when you sell.';
  return {
    to: input.to,
    subject,
    text: [
      heading,
      attached,
      `${codeLine}\nAnyone can check it at ${input.verifyUrl}`,
      keep,
      EMAIL_SIGNATURE_TEXT,
      `--\n${FOOTER}`,
    ].join('\n\n'),
    html: emailDocument({
      title: subject,
      rows: [
        emailRows.heading(heading),
        emailRows.paragraph(attached),
        emailRows.detail(codeLine),
        emailRows.paragraph(`Anyone can check it at ${input.verifyUrl}`),
        emailRows.button(input.verifyUrl, CHECK),
        emailRows.paragraph(keep),
      ],
      footer: FOOTER,
    }),
    // A collector with a question about their certificate reaches the studio.
    invitesReply: true,
    attachments: [
      {
        filename: `certificate-${code}.pdf`,
        contentType: 'application/pdf',
        contentBase64: input.pdf.toString('base64'),
      },
    ],
  };
}
