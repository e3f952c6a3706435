import type { StaffRole } from '@contract/staff';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';
import { stubResizeObserver } from '@/test/resize-observer';
import { DashboardTabs, tabFor } from './dashboard-tabs';

const tabsShownTo = (role: StaffRole) => {
  // The open tab's reads never answer: only the navigation is looked at here.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => {})),
  );
  // The Owner's Security tab has the studio's sign-in rule, a switch.
  stubResizeObserver();
  renderApp(<DashboardTabs value="security" role={role} onValueChange={() => {}} />, '/', { role });
  return screen.getAllByRole('tab').map((tab) => tab.textContent);
};

describe('the dashboard’s tabs by role', () => {
  it('shows an Editor the pieces, the website and their own security, and no one’s personal data', () => {
    expect(tabsShownTo('editor')).toEqual([
      'Collection',
      'About',
      'Journal',
      'Site Settings',
      'Popup Settings',
      'Security',
    ]);
  });

  it('shows a Manager the sales and the people too, but not payment settings or the activity log', () => {
    const tabs = tabsShownTo('manager');
    expect(tabs).toContain('Orders');
    expect(tabs).toContain('Collectors');
    expect(tabs).toContain('Resales');
    expect(tabs).toContain('Inquiries');
    expect(tabs).not.toContain('Sales Settings');
    expect(tabs).not.toContain('Activity');
  });

  it('shows the Owner every tab', () => {
    expect(tabsShownTo('owner')).toHaveLength(18);
  });

  it('opens the default tab for an address naming a tab the role may not use', () => {
    expect(tabFor('collectors', 'editor')).toBe('collection');
    expect(tabFor('collectors', 'manager')).toBe('collectors');
  });
});
