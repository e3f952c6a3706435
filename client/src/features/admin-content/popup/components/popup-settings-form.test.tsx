import { POPUP_DEFAULTS } from '@contract/popup-settings';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { fetchCall, renderWithClient, stubFetchAnswer } from '@/test/render-with-client';
import { PopupSettingsForm } from './popup-settings-form';

const saveButton = () => screen.getByRole('button', { name: 'Save Settings' });

describe('PopupSettingsForm', () => {
  it('counts the button text near its limit, as the site settings do', () => {
    renderWithClient(<PopupSettingsForm settings={POPUP_DEFAULTS} />);
    expect(screen.queryByText(/characters/)).toBeNull();
    fireEvent.change(screen.getByLabelText('Button Text'), { target: { value: 'b'.repeat(55) } });
    expect(screen.getByText('55 / 60 characters')).toBeTruthy();
  });

  it("toasts 'Required Fields Missing' and sends nothing without a title", async () => {
    const fetchMock = stubFetchAnswer(200, POPUP_DEFAULTS);
    renderWithClient(<PopupSettingsForm settings={POPUP_DEFAULTS} />);
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: ' ' } });
    fireEvent.click(saveButton());
    expect(await screen.findByText('Required Fields Missing')).toBeTruthy();
    expect(screen.getByText('Please fill in the title and content fields.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("toasts 'Invalid Delay' for a delay over 300 seconds", async () => {
    stubFetchAnswer(200, POPUP_DEFAULTS);
    renderWithClient(<PopupSettingsForm settings={POPUP_DEFAULTS} />);
    fireEvent.change(screen.getByLabelText(/Show Delay/), { target: { value: '301' } });
    fireEvent.click(saveButton());
    expect(await screen.findByText('Delay must be between 1 and 300 seconds.')).toBeTruthy();
  });

  it('saves the switch as enabled text and the delay as a number', async () => {
    const saved = { ...POPUP_DEFAULTS, enabled: 'true' as const, delaySeconds: 1 };
    const fetchMock = stubFetchAnswer(200, saved);
    renderWithClient(<PopupSettingsForm settings={POPUP_DEFAULTS} />);
    fireEvent.click(screen.getByRole('switch', { name: 'Enable Popup' }));
    fireEvent.change(screen.getByLabelText(/Show Delay/), { target: { value: '1' } });
    fireEvent.click(saveButton());
    expect(await screen.findByText('Popup Settings Saved')).toBeTruthy();
    expect(fetchCall(fetchMock)).toMatchObject({
      method: 'POST',
      url: '/api/admin/popup-settings',
      body: { ...POPUP_DEFAULTS, enabled: 'true', delaySeconds: 1 },
    });
  });

  it("shows the server's message when the save fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetchAnswer(400, { message: 'Delay must be between 1 and 300 seconds.' });
    renderWithClient(<PopupSettingsForm settings={POPUP_DEFAULTS} />);
    fireEvent.click(saveButton());
    expect(await screen.findByText('Failed to Save Settings')).toBeTruthy();
    expect(screen.getByText('Delay must be between 1 and 300 seconds.')).toBeTruthy();
  });

  it('Test Popup clears both browser flags', async () => {
    window.localStorage.setItem(STORAGE_KEYS.newsletterSubscribed, 'true');
    window.localStorage.setItem(STORAGE_KEYS.popupDismissed, 'true');
    renderWithClient(<PopupSettingsForm settings={{ ...POPUP_DEFAULTS, enabled: 'true' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Test Popup' }));
    expect(window.localStorage.getItem(STORAGE_KEYS.newsletterSubscribed)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.popupDismissed)).toBeNull();
    expect(await screen.findByText('The popup will show on the next gallery page you open.')).toBeTruthy();
  });
});
