import { BRAND_NAME } from '@contract/brand';
import { type DocNode, EMPTY_DOC, hasContent, parseDoc } from '@contract/email-doc';
import { renderEmailHtml } from '@contract/email-html';
import { renderPlainText } from '@contract/email-text';
import { type DraftInput, DraftInputSchema, type StoredNewsletter } from '@contract/newsletter';
import { z } from 'zod';
import type { NewsletterDraft } from './newsletter-draft';

/**
 * What the composer holds. In the visual mode the HTML is rendered from the document on every
 * change, and so is the plain text until the admin edits it by hand; 'Edit HTML' hands the
 * HTML to the plain HTML textarea, after which the document no longer describes it.
 */
export interface ComposerState {
  draftId: number | null;
  subject: string;
  mode: 'visual' | 'html';
  doc: DocNode;
  /** Moves on when the document is replaced from outside (template, reopened draft): the editor restarts. */
  docVersion: number;
  htmlContent: string;
  textContent: string;
  textEdited: boolean;
  /** Changed since the last save, by the admin (loading a draft is not a change). */
  dirty: boolean;
  /**
   * Edits restored from this browser, untouched since: they are not saved to the server until
   * the admin goes on writing (or sends), so that Discard still has something to discard.
   */
  held: boolean;
  /** Counts the admin's changes: a save records which one it saved. */
  revision: number;
  /** Moves on when another newsletter is opened or the composer is cleared: older saves are ignored. */
  epoch: number;
}

export type ComposerAction =
  | { type: 'subject'; value: string }
  | { type: 'doc'; doc: DocNode }
  | { type: 'html'; value: string }
  | { type: 'text'; value: string }
  | { type: 'regenerateText' }
  | { type: 'editHtml' }
  | { type: 'backToVisual' }
  | { type: 'template'; subject: string; doc: DocNode }
  | { type: 'open'; stored: StoredNewsletter }
  | { type: 'restore'; kept: KeptComposer }
  | { type: 'saved'; draftId: number; revision: number; epoch: number }
  | { type: 'clear' };

/** An empty document is no content at all, so 'Content Required' still applies. */
const render = (doc: DocNode, subject: string) =>
  hasContent(doc)
    ? {
        htmlContent: renderEmailHtml(doc, { title: subject, brand: BRAND_NAME }),
        textContent: renderPlainText(doc, { brand: BRAND_NAME }),
      }
    : { htmlContent: '', textContent: '' };

export const INITIAL_COMPOSER: ComposerState = {
  draftId: null,
  subject: '',
  mode: 'visual',
  doc: EMPTY_DOC,
  docVersion: 0,
  htmlContent: '',
  textContent: '',
  textEdited: false,
  dirty: false,
  held: false,
  revision: 0,
  epoch: 0,
};

/** A newsletter written earlier, in place of what the composer held. */
function load(state: ComposerState, content: DraftInput, draftId: number | null): ComposerState {
  const doc = parseDoc(content.design);
  return {
    draftId,
    subject: content.subject,
    // Written in HTML (or before the visual composer): it opens in the HTML mode, as written.
    mode: doc ? 'visual' : 'html',
    doc: doc ?? EMPTY_DOC,
    docVersion: state.docVersion + 1,
    htmlContent: content.htmlContent,
    textContent: content.textContent,
    textEdited: doc ? content.textContent !== render(doc, content.subject).textContent : true,
    dirty: false,
    held: false,
    revision: state.revision + 1,
    epoch: state.epoch + 1,
  };
}

/** A visual document: its HTML, and its text unless the admin wrote their own. */
function withDoc(state: ComposerState, doc: DocNode, subject = state.subject): ComposerState {
  const rendered = render(doc, subject);
  return {
    ...state,
    doc,
    subject,
    htmlContent: rendered.htmlContent,
    textContent: state.textEdited ? state.textContent : rendered.textContent,
  };
}

function reduce(state: ComposerState, action: ComposerAction): ComposerState {
  switch (action.type) {
    case 'subject':
      return state.mode === 'visual'
        ? { ...withDoc(state, state.doc, action.value), dirty: true }
        : { ...state, subject: action.value, dirty: true };
    case 'doc':
      return { ...withDoc(state, action.doc), dirty: true };
    case 'html':
      return { ...state, htmlContent: action.value, dirty: true };
    case 'text':
      return { ...state, textContent: action.value, textEdited: true, dirty: true };
    case 'regenerateText':
      return { ...withDoc({ ...state, textEdited: false }, state.doc), dirty: true };
    case 'editHtml':
      return { ...state, mode: 'html', dirty: true };
    case 'backToVisual':
      return { ...withDoc({ ...state, mode: 'visual' }, state.doc), dirty: true };
    case 'template':
      return {
        ...withDoc({ ...state, mode: 'visual', textEdited: false }, action.doc, action.subject),
        docVersion: state.docVersion + 1,
        dirty: true,
      };
    case 'open': {
      const { stored } = action;
      const draftId = stored.state === 'draft' ? stored.id : null;
      return { ...load(state, stored, draftId), dirty: stored.state !== 'draft' };
    }
    case 'restore':
      return { ...load(state, action.kept, action.kept.draftId), dirty: true, held: true };
    case 'saved':
      if (action.epoch !== state.epoch) return state;
      return { ...state, draftId: action.draftId, dirty: state.revision !== action.revision };
    case 'clear':
      return {
        ...INITIAL_COMPOSER,
        docVersion: state.docVersion + 1,
        revision: state.revision + 1,
        epoch: state.epoch + 1,
      };
  }
}

export function composerReducer(state: ComposerState, action: ComposerAction): ComposerState {
  const next = reduce(state, action);
  // Every change the admin makes is a new revision; loading and saving are not changes.
  const isChange =
    action.type !== 'saved' && action.type !== 'open' && action.type !== 'restore' && action.type !== 'clear';
  return isChange ? { ...next, revision: state.revision + 1, held: false } : next;
}

/** What this browser keeps of the composer until it is saved: the draft's content, and which draft it is. */
export const KeptComposerSchema = DraftInputSchema.extend({ draftId: z.number().int().nullable() });
export type KeptComposer = z.infer<typeof KeptComposerSchema>;

/** What a draft saves: the fields as typed, and the document while it still describes the HTML. */
export function draftInputOf(
  state: Pick<ComposerState, 'subject' | 'htmlContent' | 'textContent' | 'mode' | 'doc'>,
): DraftInput {
  return {
    subject: state.subject,
    htmlContent: state.htmlContent,
    textContent: state.textContent,
    design: state.mode === 'visual' ? JSON.stringify(state.doc) : null,
  };
}

/** What a send or a test copy takes: the fields, and the document the server makes the HTML from. */
export function draftOf(state: ComposerState): NewsletterDraft {
  return draftInputOf(state);
}

/** Nothing typed yet: no draft is made for an empty composer. */
export function isBlank(state: ComposerState): boolean {
  return !state.subject.trim() && !state.textContent.trim() && !state.htmlContent.trim();
}
