import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fetchCall, renderWithClient, stubFetchAnswer } from '@/test/render-with-client';
import { TEXT_SETTING_CARDS } from '../text-setting-cards';
import { TextSettingForm } from './text-setting-form';

describe('TextSettingForm', () => {
  it('disables the hero title save while the title is blank after trimming', () => {
    renderWithClient(
      <TextSettingForm card={TEXT_SETTING_CARDS.heroTitle} initial={{ 'homepage-hero-title': 'Chrome' }} />,
    );
    const button = screen.getByRole('button', { name: 'Save Title' });
    expect(button).toHaveProperty('disabled', false);
    fireEvent.change(screen.getByLabelText(/^Hero Title/), { target: { value: '   ' } });
    expect(button).toHaveProperty('disabled', true);
  });

  it('saves every field of a card, blank ones as null', async () => {
    const fetchMock = stubFetchAnswer(200, { key: 'artist-name', value: 'x' });
    renderWithClient(
      <TextSettingForm
        card={TEXT_SETTING_CARDS.artist}
        initial={{ 'artist-name': 'Ada', 'artist-subtitle': '', 'artist-bio': 'Bio', 'artist-contact': '' }}
      />,
    );
    fireEvent.change(screen.getByLabelText('Artist Name'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Artist Section' }));
    expect(await screen.findByText('Artist Section saved.')).toBeTruthy();
    const bodies = [0, 1, 2, 3].map((index) => fetchCall(fetchMock, index).body);
    expect(bodies).toEqual([
      { key: 'artist-name', value: null },
      { key: 'artist-subtitle', value: null },
      { key: 'artist-bio', value: 'Bio' },
      { key: 'artist-contact', value: null },
    ]);
  });

  it('toasts the error text when the save fails and keeps the text', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetchAnswer(500, { message: 'Internal Server Error' });
    renderWithClient(<TextSettingForm card={TEXT_SETTING_CARDS.privacy} initial={{ privacy_content: '' }} />);
    fireEvent.change(screen.getByLabelText('Privacy Policy'), { target: { value: 'New\ntext' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Privacy Policy' }));
    expect(await screen.findByText('Failed to update privacy content')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save Privacy Policy' })).toHaveProperty('disabled', false),
    );
    expect(screen.getByLabelText('Privacy Policy')).toHaveProperty('value', 'New\ntext');
  });

  it("shows the server's reason when it refuses the save", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetchAnswer(400, { message: 'This text has 100,001 characters; the most it can have is 100,000.' });
    renderWithClient(<TextSettingForm card={TEXT_SETTING_CARDS.terms} initial={{ terms_content: '' }} />);
    fireEvent.change(screen.getByLabelText('Terms of Service'), { target: { value: 'Long' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Terms of Service' }));
    expect(
      await screen.findByText(
        'Failed to update terms content. This text has 100,001 characters; the most it can have is 100,000.',
      ),
    ).toBeTruthy();
    expect(screen.getByLabelText('Terms of Service')).toHaveProperty('value', 'Long');
  });

  it('counts the characters once a text nears its limit, and says when it is over', () => {
    renderWithClient(
      <TextSettingForm card={TEXT_SETTING_CARDS.privacy} initial={{ privacy_content: 'Short' }} />,
    );
    expect(screen.queryByText(/ \/ 100,000 characters/)).toBeNull();
    const field = screen.getByLabelText('Privacy Policy');
    fireEvent.change(field, { target: { value: `${'x'.repeat(80_000)}\n\n` } });
    expect(screen.getByText('80,000 / 100,000 characters')).toBeTruthy();
    fireEvent.change(field, { target: { value: 'x'.repeat(100_001) } });
    expect(screen.getByText('100,001 / 100,000 characters (over the limit)')).toBeTruthy();
  });

  it("shows the server's words when the database is away (503), and keeps the text", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const outage = 'The site is briefly unavailable. Nothing was saved: please try again in a minute.';
    stubFetchAnswer(503, { message: outage });
    renderWithClient(<TextSettingForm card={TEXT_SETTING_CARDS.privacy} initial={{ privacy_content: '' }} />);
    fireEvent.change(screen.getByLabelText('Privacy Policy'), { target: { value: 'Kept' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Privacy Policy' }));
    expect(await screen.findByText(`Failed to update privacy content. ${outage}`)).toBeTruthy();
    expect(screen.getByLabelText('Privacy Policy')).toHaveProperty('value', 'Kept');
  });
});
