import { afterEach, describe, expect, it, vi } from 'vitest';
import { confirmLeaving, hasUnsavedChanges, LEAVE_QUESTION, markDirty } from './leave-guard';

const unmarks: (() => void)[] = [];
afterEach(() => {
  for (const unmark of unmarks.splice(0)) unmark();
});

describe('confirmLeaving', () => {
  it('lets the admin go without a question when nothing is unsaved', () => {
    const confirm = vi.spyOn(window, 'confirm');
    expect(confirmLeaving()).toBe(true);
    expect(confirm).not.toHaveBeenCalled();
  });

  it('asks while a form has unsaved edits, and a no keeps them marked', () => {
    unmarks.push(markDirty('about'));
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    expect(confirmLeaving()).toBe(false);
    expect(confirm).toHaveBeenCalledWith(LEAVE_QUESTION);
    expect(hasUnsavedChanges()).toBe(true);
  });

  it('asks once: after a yes, the navigation that follows (a logout) goes without asking again', () => {
    unmarks.push(markDirty('about'), markDirty('newsletter'));
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    expect(confirmLeaving()).toBe(true);
    expect(confirmLeaving()).toBe(true);
    expect(confirm).toHaveBeenCalledTimes(1);
    // Edits made later ask again.
    unmarks.push(markDirty('journal:new'));
    expect(hasUnsavedChanges()).toBe(true);
  });
});
