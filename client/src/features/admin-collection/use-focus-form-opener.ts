import { useEffect } from 'react';
import { takeReturnFocus } from './use-sculpture-editor';

/**
 * When the collection shows again after the form closes, focus goes back to the button that
 * opened the form (keyboard users keep their place). Waits until the list has rendered.
 */
export function useFocusFormOpener(listReady: boolean): void {
  useEffect(() => {
    if (!listReady) return;
    const id = takeReturnFocus();
    if (id) document.getElementById(id)?.focus();
  }, [listReady]);
}
