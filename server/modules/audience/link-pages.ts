import {
  confirmLinkView,
  confirmPreviewKey,
  unsubscribeLinkView,
  unsubscribePreviewKey,
} from '../../../contract/link-pages';
import { MESSAGES } from '../../../contract/messages';
import { ROUTES } from '../../../contract/page-paths';
import type { Db } from '../../core/db/index';
import type { LinkPage } from '../../core/http/link-page';
import { ONE_CLICK_ROUTE } from '../../core/http/one-click-form';
import { type ConfirmLink, type ConfirmLinks, doneMessage, previewOf } from './confirm-link';
import { CONFIRM_ROUTE } from './confirm-routes';
import { unsubscribe } from './subscribers';
import { readUnsubscribeLink, type UnsubscribeLink, unsubscribePreviewOf } from './unsubscribe-link';

/** /confirm: a double opt-in link, confirmed on the visitor's POST. */
export function confirmLinkPage(links: ConfirmLinks): LinkPage<ConfirmLink> {
  return {
    path: ROUTES.confirm,
    route: CONFIRM_ROUTE,
    read: (token) => links.read(token),
    preview: (token, link) => [[...confirmPreviewKey(token)], confirmLinkView(previewOf(link))],
    isDone: (link) => link.confirmed,
    act: async (link, log) => {
      await links.confirm(link, log);
    },
    doneMessage,
    invalidMessage: MESSAGES.confirm.invalidLink,
  };
}

/** /unsubscribe: a newsletter's unsubscribe link, acted on by the visitor's POST. */
export function unsubscribeLinkPage(db: Db): LinkPage<UnsubscribeLink> {
  return {
    path: ROUTES.unsubscribe,
    route: ONE_CLICK_ROUTE,
    read: (token) => readUnsubscribeLink(db, token),
    preview: (token, subscriber) => [
      [...unsubscribePreviewKey(token)],
      unsubscribeLinkView(unsubscribePreviewOf(subscriber)),
    ],
    // Read before the POST acted; the landing page reads the row again.
    isDone: (subscriber) => subscriber.unsubscribedAt !== null,
    act: async (subscriber, log) => {
      await unsubscribe(db, subscriber.id);
      log.info({ subscriberId: subscriber.id }, 'newsletter subscriber unsubscribed');
    },
    doneMessage: () => MESSAGES.unsubscribe.done,
    invalidMessage: MESSAGES.unsubscribe.invalidLink,
  };
}
