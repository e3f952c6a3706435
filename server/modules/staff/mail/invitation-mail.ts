import { BRAND_NAME } from '../../../../contract/brand';
import { ROLE_LABELS, type StaffRole } from '../../../../contract/staff';
import { emailDocument, emailMoment, emailRows } from '../../../core/mail/email-shell';
import { type MailMessage, singleLine } from '../../../core/mail/mailer';

/** The outbox kind of a staff invitation (the failed-mail lists read kinds). */
export const INVITATION_MAIL_KIND = 'staff-invitation';

/** What each role may do, in the words the invitation tells the person. */
const ROLE_SCOPE: Record<StaffRole, string> = {
  owner: 'everything, including staff, payments, refunds and collectors’ data',
  manager: 'sales, orders and shipping, reservations, inquiries, collectors, newsletters and content',
  editor: 'the pieces and their media, the about page, the journal, the site’s texts and the popup',
};

/** The invitation: who asks, the role and what it allows, the one-time link and until when it works. */
export function buildInvitationMessage(invite: {
  email: string;
  role: StaffRole;
  invitedBy: string;
  link: string;
  expiresAt: Date;
}): MailMessage {
  const subject = `${invite.invitedBy} invites you to the ${BRAND_NAME} dashboard`;
  const paragraphs = [
    `${invite.invitedBy} has invited you to join the ${BRAND_NAME} studio as ${ROLE_LABELS[invite.role]}: you will be able to work on ${ROLE_SCOPE[invite.role]}.`,
    `Open the link to choose your username and password. It works once, until ${emailMoment(invite.expiresAt)}.`,
    'If you did not expect this, ignore this email: nothing happens without the link.',
  ];
  const button = 'Accept the invitation';
  return {
    to: invite.email,
    subject: singleLine(subject),
    text: `${subject}\n\n${paragraphs.join('\n\n')}\n\n${button}: ${invite.link}\n`,
    html: emailDocument({
      title: subject,
      rows: [
        emailRows.heading(subject),
        ...paragraphs.map(emailRows.paragraph),
        emailRows.button(invite.link, button),
      ],
      footer: `${BRAND_NAME} · sent because the studio’s owner invited this address`,
    }),
  };
}
