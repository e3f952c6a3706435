/**
 * What an erased collector's rows read after an erase (decision 34): the same words wherever the
 * person was, so the owner recognises an erased sale, inquiry or email at a glance.
 */
export const ERASED_NAME = 'Collector erased';
/** The message, note or text a person wrote, once erased. */
export const ERASED_TEXT = '';
