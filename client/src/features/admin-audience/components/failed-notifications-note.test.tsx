import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FailedNotificationsNote } from './failed-notifications-note';

describe('FailedNotificationsNote', () => {
  it('says nothing while every notification arrived', () => {
    const { container } = render(<FailedNotificationsNote failed={[]} />);
    expect(container.innerHTML).toBe('');
  });

  it('names each notification that could not be sent and why', () => {
    render(
      <FailedNotificationsNote
        failed={[
          {
            id: 7,
            subject: 'New inquiry from Dana Collector',
            attempts: 6,
            lastError: '550 5.7.1 Relaying denied',
            createdAt: '2026-11-24T10:00:00.000Z',
          },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { name: 'One notification email could not be sent' })).toBeTruthy();
    expect(screen.getByText('New inquiry from Dana Collector')).toBeTruthy();
    expect(screen.getByText('550 5.7.1 Relaying denied')).toBeTruthy();
  });
});
