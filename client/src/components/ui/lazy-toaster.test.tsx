import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LazyToaster } from './lazy-toaster';
import { toast } from './use-toast';

const LOAD_MS = 10_000;

describe('LazyToaster', () => {
  it('loads nothing until needed; F8 then brings the notification region, focused', async () => {
    render(<LazyToaster />);
    expect(screen.queryByRole('region')).toBeNull();
    fireEvent.keyDown(window, { code: 'F8', key: 'F8' });
    // The toaster is its own chunk: loading it (transformed on the fly here) can take seconds on a
    // busy machine, longer than Testing Library's 1 s default.
    const region = await screen.findByRole('region', { name: /Notifications/ }, { timeout: LOAD_MS });
    // The region takes focus in its mount effect, which may land a tick after it appears.
    await waitFor(() => expect(document.activeElement).toBe(region), { timeout: LOAD_MS });
  });

  it('shows the first toast as soon as its code has loaded', async () => {
    render(<LazyToaster />);
    act(() => {
      toast({ title: 'Successfully Subscribed!' });
    });
    expect(await screen.findByText('Successfully Subscribed!', {}, { timeout: LOAD_MS })).toBeTruthy();
  });
});
