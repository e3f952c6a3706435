import { waitlistLeaveLinkView, waitlistLeavePreviewKey } from '../../../contract/link-pages';
import { MESSAGES } from '../../../contract/messages';
import { ROUTES } from '../../../contract/page-paths';
import type { Db } from '../../core/db/index';
import type { LinkPage } from '../../core/http/link-page';
import { ONE_CLICK_ROUTE } from '../../core/http/one-click-form';
import { type LeaveLink, leavePreviewOf, readLeaveLink } from './leave-link';
import { leaveWaitlist } from './members';

/** /waitlist/leave: a waitlist email's leave link, acted on by the visitor's POST. */
export function waitlistLeaveLinkPage(db: Db): LinkPage<LeaveLink> {
  return {
    path: ROUTES.waitlistLeave,
    route: ONE_CLICK_ROUTE,
    read: (token) => readLeaveLink(db, token),
    preview: (token, link) => [
      [...waitlistLeavePreviewKey(token)],
      waitlistLeaveLinkView(leavePreviewOf(link)),
    ],
    isDone: ({ member }) => member === null,
    act: async ({ memberId }, log) => {
      if (await leaveWaitlist(db, memberId)) log.info({ memberId }, 'waitlist member left');
    },
    doneMessage: () => MESSAGES.waitlistLeave.done,
    invalidMessage: MESSAGES.waitlistLeave.invalidLink,
  };
}
