import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hasUnsavedChanges } from '@/lib/unsaved/leave-guard';
import { renderWithClient, stubFetchAnswer } from '@/test/render-with-client';
import { TEXT_SETTING_CARDS } from '../text-setting-cards';
import { TextSettingForm } from './text-setting-form';

// The hook as the admin meets it, through one of the forms that use it: the privacy text.

const SAVED = { privacy_content: 'Saved policy' };
const open = () => renderWithClient(<TextSettingForm card={TEXT_SETTING_CARDS.privacy} initial={SAVED} />);
const textarea = () => screen.getByLabelText<HTMLTextAreaElement>('Privacy Policy');
const notice = () => screen.queryByText('Restored unsaved changes');

function leavePage(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('unsaved edits', () => {
  it('survive the form going away (a reload, a closed tab) and come back with a notice', () => {
    const first = open();
    expect(notice()).toBeNull();
    fireEvent.change(textarea(), { target: { value: 'Half a new policy' } });
    expect(leavePage()).toBe(true);
    expect(hasUnsavedChanges()).toBe(true);
    first.unmount();
    expect(hasUnsavedChanges()).toBe(false);

    open();
    expect(textarea().value).toBe('Half a new policy');
    expect(notice()).not.toBeNull();
    expect(leavePage()).toBe(true);
  });

  it('are dropped by Discard: the saved text is back and nothing is kept', () => {
    const first = open();
    fireEvent.change(textarea(), { target: { value: 'Draft' } });
    first.unmount();
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(textarea().value).toBe('Saved policy');
    expect(notice()).toBeNull();
    expect(leavePage()).toBe(false);
    expect(Object.keys(window.localStorage)).toEqual([]);
  });

  it('are forgotten once saved', async () => {
    stubFetchAnswer(200, { key: 'privacy_content', value: 'New policy' });
    open();
    fireEvent.change(textarea(), { target: { value: 'New policy' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Privacy Policy' }));
    expect(await screen.findByText('Privacy Policy Content saved.')).toBeTruthy();
    expect(Object.keys(window.localStorage)).toEqual([]);
    expect(leavePage()).toBe(false);
  });

  it('leave nothing behind when typed back to the saved text', () => {
    open();
    fireEvent.change(textarea(), { target: { value: 'Changed' } });
    fireEvent.change(textarea(), { target: { value: 'Saved policy' } });
    expect(Object.keys(window.localStorage)).toEqual([]);
    expect(leavePage()).toBe(false);
  });

  it('ignore a kept copy that no longer fits the form', () => {
    window.localStorage.setItem('vitrine:unsaved:setting:privacy_content', JSON.stringify({ other: 1 }));
    open();
    expect(textarea().value).toBe('Saved policy');
    expect(notice()).toBeNull();
    expect(window.localStorage.length).toBe(0);
  });
});
