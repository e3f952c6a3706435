import { EMAIL_SIGNATURE_TEXT, emailDocument, emailRows } from '../../../core/mail/email-shell';
import { type MailMessage, singleLine } from '../../../core/mail/mailer';

/** The outbox kind of every account email: sign-in codes and resale steps. */
export const ACCOUNT_MAIL_KIND = 'account';

interface Letter {
  to: string;
  subject: string;
  paragraphs: string[];
  /** A big line of its own: the sign-in code. */
  code?: string;
  button?: { href: string; label: string };
  footer: string;
  invitesReply?: boolean;
}

/** One email in the brand's frame, with the same words as plain text. */
function letter({ to, subject, paragraphs, code, button, footer, invitesReply }: Letter): MailMessage {
  const text = [
    subject,
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(code ? [code, ''] : []),
    ...(button ? [`${button.label}: ${button.href}`, ''] : []),
    EMAIL_SIGNATURE_TEXT,
    '',
    '--',
    footer,
    '',
  ].join('\n');
  return {
    to,
    subject: singleLine(subject),
    text,
    html: emailDocument({
      title: subject,
      rows: [
        emailRows.heading(subject),
        ...paragraphs.map(emailRows.paragraph),
        ...(code ? [emailRows.heading(code)] : []),
        ...(button ? [emailRows.button(button.href, button.label)] : []),
      ],
      footer,
    }),
    ...(invitesReply ? { invitesReply: true } : {}),
  };
}

const SIGN_IN_FOOTER =
  'You are receiving this because someone asked to sign in to your collection with this address. If it was not you, ignore it: nothing happens without the code.';

export function signInMessage(to: string, code: string, linkUrl: string): MailMessage {
  return letter({
    to,
    subject: `Your sign-in code: ${code}`,
    paragraphs: [
      'Enter this code on the sign-in page, or open the link below in the browser you want to sign in with. Both work for 10 minutes, once.',
    ],
    code,
    button: { href: linkUrl, label: 'Sign in to your collection' },
    footer: SIGN_IN_FOOTER,
  });
}

export interface ResalePiece {
  /** 'Hero Kid, 54 inch, No. 3 of 5' */
  piece: string;
  accountUrl: string;
}

const RESALE_FOOTER =
  'You are receiving this about a certificate of authenticity in your name or passing to you.';

export function resaleOfferMessage(to: string, { piece, accountUrl }: ResalePiece, expiresOn: string) {
  return letter({
    to,
    subject: `A certificate is waiting for you: ${piece}`,
    paragraphs: [
      `The owner of ${piece} has named you as its new owner. Sign in to your collection with this address to accept the certificate of authenticity; it is then issued in your name.`,
      `The offer stays open until ${expiresOn}. If you did not buy this piece, ignore this email: nothing passes to you unless you accept.`,
    ],
    button: { href: accountUrl, label: 'Sign in and accept' },
    footer: RESALE_FOOTER,
    invitesReply: true,
  });
}

export function resaleDoneToSellerMessage(to: string, { piece, accountUrl }: ResalePiece) {
  return letter({
    to,
    subject: `Your resale is complete: ${piece}`,
    paragraphs: [
      `The buyer accepted. Your certificate of ${piece} now reads "transferred", and theirs is issued, following yours in the piece's chain of owners.`,
    ],
    button: { href: accountUrl, label: 'Your collection' },
    footer: RESALE_FOOTER,
    invitesReply: true,
  });
}

export function resaleEndedMessage(to: string, { piece, accountUrl }: ResalePiece, why: string) {
  return letter({
    to,
    subject: `A resale did not go through: ${piece}`,
    paragraphs: [why, 'The certificate stays with its owner.'],
    button: { href: accountUrl, label: 'Your collection' },
    footer: RESALE_FOOTER,
    invitesReply: true,
  });
}

/** To the studio: a resale started, accepted or ended, for its record. */
export function resaleStudioMessage(to: string, subject: string, paragraphs: string[], adminUrl: string) {
  return letter({
    to,
    subject,
    paragraphs,
    button: { href: adminUrl, label: 'Open the dashboard' },
    footer: 'Sent to the studio about a resale between collectors.',
  });
}
