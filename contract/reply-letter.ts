import { BRAND_NAME } from './brand';
import { BRAND_DESCRIPTION } from './brand-description';

/*
 * The parts of the owner's answer to an inquiry that are not the owner's typing, shared by the
 * composer (which shows them) and the server (which sends them), so what the owner sees is what
 * the collector gets.
 */

/** The sign-off under every email's words: the brand and what it makes. */
export const EMAIL_SIGNATURE_TEXT = `${BRAND_NAME}\n${BRAND_DESCRIPTION}`;

/**
 * The greeting the composer starts an answer with. It is the owner's text from then on (kept,
 * changed or removed): the server adds none, so an answer never opens with two.
 */
export const replyGreeting = (name: string) => `Dear ${name.replace(/\s+/g, ' ').trim() || 'collector'},`;

/**
 * The line above the collector's quoted message, dated as the studio's calendar reads it (UTC),
 * marking it as the collector's own words: the brand's signed email never says them in its voice.
 */
export const quotedIntro = (createdAt: Date | string) =>
  `Your message of ${new Date(createdAt).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })}, as you sent it (your words, not ${BRAND_NAME}'s):`;
