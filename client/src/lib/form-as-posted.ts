/*
 * Public forms are read as posted (decision 18): their fields are uncontrolled (`defaultValue`,
 * never `value` + state), and the script reads them when the form is sent, exactly as the
 * browser would post them without script.
 *
 * Why: a page works before its script, so a visitor on a slow phone types into the
 * server-rendered fields while the app loads. Hydration keeps what the browser holds in a
 * field, but a controlled field's state still says what the server rendered (empty): the form
 * then refused or sent what the visitor could no longer see, and React wrote the stale state
 * back into the field at the next render. Read from the fields, the form sends what is on
 * screen, whenever it was typed (before the script, after it, or put there by the browser's
 * autofill without an event).
 */

/**
 * The form's fields as the browser would post them: each name's first value (the server's form
 * parser keeps the first of a repeated name too), files left out. Read it before disabling the
 * fields for the request: a disabled field is not posted.
 */
export function readFormAsPosted(form: HTMLFormElement): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string') fields[name] ??= value;
  }
  return fields;
}

/**
 * Empties the form's fields the visitor types or chooses in, once what they held was sent (a
 * select goes back to its first option). Hidden fields, checkboxes and radios keep their state.
 * Not `form.reset()`: that would bring back what the page was rendered with, such as an address
 * a refused post echoed.
 */
export function clearTypedFields(form: HTMLFormElement): void {
  for (const field of Array.from(form.elements)) {
    if (field instanceof HTMLTextAreaElement) field.value = '';
    else if (field instanceof HTMLSelectElement) field.selectedIndex = field.options.length > 0 ? 0 : -1;
    else if (field instanceof HTMLInputElement && TYPED_INPUT_TYPES.has(field.type)) field.value = '';
  }
}

const TYPED_INPUT_TYPES = new Set(['text', 'email', 'tel', 'url', 'search', 'password', 'number']);

type TypedField = HTMLInputElement | HTMLTextAreaElement;

/**
 * Keeps through hydration what the visitor typed before the script. React leaves a field's value
 * alone as it adopts the server's markup, except a <textarea> the server rendered with text (the
 * message of a refused post, echoed): that one it sets back to the rendered text, and a
 * correction typed meanwhile would be gone. Called just before hydrating, this notes every text
 * field that holds something else than it was rendered with, and follows what is typed into the
 * page until the hydrated tree is committed; the function it returns, run then, puts back what
 * hydration set back (a field showing its rendered text again while the visitor had typed
 * another).
 */
export function keepTypedThroughHydration(root: HTMLElement): () => void {
  const typed = new Map<TypedField, string>();
  const note = (field: EventTarget | null) => {
    if (isTypedField(field) && field.value !== field.defaultValue) typed.set(field, field.value);
  };
  for (const field of Array.from(root.querySelectorAll('input, textarea'))) note(field);
  const onInput = (event: Event) => note(event.target);
  root.addEventListener('input', onInput, true);
  return () => {
    root.removeEventListener('input', onInput, true);
    for (const [field, value] of typed) {
      if (field.isConnected && field.value === field.defaultValue) field.value = value;
    }
  };
}

function isTypedField(target: EventTarget | null): target is TypedField {
  return (
    target instanceof HTMLTextAreaElement ||
    (target instanceof HTMLInputElement && TYPED_INPUT_TYPES.has(target.type))
  );
}
