import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LazyToaster } from './lazy-toaster';
import { toast } from './use-toast';

describe('LazyToaster (§9)', () => {
  it('loads nothing until needed; F8 then brings the notification region, focused', async () => {
    render(<LazyToaster />);
    expect(screen.queryByRole('region')).toBeNull();
    fireEvent.keyDown(window, { code: 'F8', key: 'F8' });
    const region = await screen.findByRole('region', { name: /Notifications/ });
    // The region takes focus in its mount effect, which may land a tick after it appears.
    await waitFor(() => expect(document.activeElement).toBe(region));
  });

  it('shows the first toast as soon as its code has loaded', async () => {
    render(<LazyToaster />);
    act(() => {
      toast({ title: 'Successfully Subscribed!' });
    });
    expect(await screen.findByText('Successfully Subscribed!')).toBeTruthy();
  });
});
