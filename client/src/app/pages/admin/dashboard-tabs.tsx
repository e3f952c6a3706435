import { roleAllows, type StaffRole } from '@contract/staff';
import { Tabs } from 'radix-ui';
import type { ComponentType } from 'react';
import { cn } from '@/lib/cn';
import { AboutTab } from './tabs/about-tab';
import { ActivityTab } from './tabs/activity-tab';
import { CollectionTab } from './tabs/collection-tab';
import { CollectorsTab } from './tabs/collectors-tab';
import { DropsTab } from './tabs/drops-tab';
import { EditionsTab } from './tabs/editions-tab';
import { InquiriesTab } from './tabs/inquiries-tab';
import { JournalTab } from './tabs/journal-tab';
import { NewslettersTab } from './tabs/newsletters-tab';
import { OrdersTab } from './tabs/orders-tab';
import { PopupTab } from './tabs/popup-tab';
import { ResalesTab } from './tabs/resales-tab';
import { ReservationsTab } from './tabs/reservations-tab';
import { SalesSettingsTab } from './tabs/sales-settings-tab';
import { SecurityTab } from './tabs/security-tab';
import { SiteSettingsTab } from './tabs/site-settings-tab';
import { StaffTab } from './tabs/staff-tab';
import { WaitlistsTab } from './tabs/waitlists-tab';

/**
 * The dashboard's sections, in the groups the navigation shows them in (so fourteen and more fit
 * a phone without a hidden scroller, and say where the owner is). The order within a group, and
 * of the groups, is the order shown. A new tab is one line here; Collection is the default.
 */
const GROUPS = ['Pieces', 'Sales', 'Website', 'People', 'Account'] as const;
type Group = (typeof GROUPS)[number];

/** Each tab names the least role whose calls it makes (the server refuses the rest: contract/staff.ts). */
const TABS: { value: string; label: string; group: Group; role: StaffRole; Body: ComponentType }[] = [
  { value: 'collection', label: 'Collection', group: 'Pieces', role: 'editor', Body: CollectionTab },
  { value: 'editions', label: 'Editions', group: 'Pieces', role: 'manager', Body: EditionsTab },
  { value: 'drops', label: 'Drops', group: 'Pieces', role: 'manager', Body: DropsTab },
  { value: 'orders', label: 'Orders', group: 'Sales', role: 'manager', Body: OrdersTab },
  { value: 'sales-settings', label: 'Sales Settings', group: 'Sales', role: 'owner', Body: SalesSettingsTab },
  { value: 'about', label: 'About', group: 'Website', role: 'editor', Body: AboutTab },
  { value: 'journal', label: 'Journal', group: 'Website', role: 'editor', Body: JournalTab },
  { value: 'site-settings', label: 'Site Settings', group: 'Website', role: 'editor', Body: SiteSettingsTab },
  { value: 'popup-settings', label: 'Popup Settings', group: 'Website', role: 'editor', Body: PopupTab },
  { value: 'inquiries', label: 'Inquiries', group: 'People', role: 'manager', Body: InquiriesTab },
  { value: 'collectors', label: 'Collectors', group: 'People', role: 'manager', Body: CollectorsTab },
  { value: 'resales', label: 'Resales', group: 'People', role: 'manager', Body: ResalesTab },
  { value: 'reservations', label: 'Reservations', group: 'People', role: 'manager', Body: ReservationsTab },
  { value: 'waitlists', label: 'Waitlists', group: 'People', role: 'manager', Body: WaitlistsTab },
  { value: 'newsletters', label: 'Newsletters', group: 'People', role: 'manager', Body: NewslettersTab },
  { value: 'staff', label: 'Staff', group: 'Account', role: 'owner', Body: StaffTab },
  { value: 'activity', label: 'Activity', group: 'Account', role: 'owner', Body: ActivityTab },
  { value: 'security', label: 'Security', group: 'Account', role: 'editor', Body: SecurityTab },
];

export const DEFAULT_TAB = 'collection';

/** A tab named in the address, or the default one for a missing or unknown name. */
export function parseTab(value: string | null): string {
  return TABS.some((tab) => tab.value === value) ? (value as string) : DEFAULT_TAB;
}

/** The tab to show: the one asked for if the role may use it, else the default (every role's). */
export function tabFor(value: string, role: StaffRole): string {
  return TABS.some((tab) => tab.value === value && roleAllows(role, tab.role)) ? value : DEFAULT_TAB;
}

/** The tab's name as its trigger shows it: the document title names the tab too. */
export function tabLabel(value: string): string {
  return TABS.find((tab) => tab.value === value)?.label ?? 'Collection';
}

/** The trigger of a tab, for moving focus to it (the first-steps list opens tabs). */
export function focusTabTrigger(value: string): void {
  document.querySelector<HTMLElement>(`[data-dashboard-tab="${value}"]`)?.focus();
}

export function DashboardTabs({
  value,
  role,
  onValueChange,
}: {
  value: string;
  /** The signed-in person's role: only the tabs it may use are shown. */
  role: StaffRole;
  onValueChange: (value: string) => void;
}) {
  const tabs = TABS.filter((tab) => roleAllows(role, tab.role));
  const groups = GROUPS.filter((group) => tabs.some((tab) => tab.group === group));
  return (
    // Manual activation: arrow keys only move focus and Enter or Space opens the tab, so a tab
    // with unsaved edits asks once before it goes (focus would open the next tab and ask again).
    <Tabs.Root value={value} onValueChange={onValueChange} activationMode="manual" className="grid gap-5">
      {/* One list of every tab (arrow keys go through all of them), shown in labelled groups: on a
          phone each group is a row that wraps, at a desk the groups stand side by side. The group
          names are for the eye; each tab's name says what it opens. */}
      <Tabs.List
        aria-label="Dashboard sections"
        className="grid gap-x-6 gap-y-1 border-b border-border pb-1 lg:flex lg:flex-wrap lg:pb-0"
      >
        {groups.map((group) => (
          <div
            key={group}
            className="grid grid-cols-[4.75rem_minmax(0,1fr)] items-baseline gap-x-2 lg:grid-cols-1 lg:gap-y-0.5"
          >
            <span
              aria-hidden
              className={cn(
                'text-[0.6875rem] font-semibold tracking-[0.14em] uppercase lg:px-2',
                // The group of the open tab is lit too: where the owner is, at a glance.
                tabs.some((tab) => tab.group === group && tab.value === value)
                  ? 'text-accent-ink'
                  : 'text-muted',
              )}
            >
              {group}
            </span>
            <div className="flex flex-wrap gap-x-1">
              {tabs
                .filter((tab) => tab.group === group)
                .map((tab) => (
                  <Tabs.Trigger
                    key={tab.value}
                    value={tab.value}
                    data-dashboard-tab={tab.value}
                    className="-mb-px shrink-0 border-b-2 border-transparent px-2 py-2 text-sm lg:px-1.5 font-medium whitespace-nowrap text-muted transition-colors hover:text-foreground focus-visible:outline-offset-[-2px] data-[state=active]:border-accent data-[state=active]:text-foreground"
                  >
                    {tab.label}
                  </Tabs.Trigger>
                ))}
            </div>
          </div>
        ))}
      </Tabs.List>
      {tabs.map(({ value, Body }) => (
        // Radix unmounts inactive panels, so each tab fetches its data only when opened.
        <Tabs.Content key={value} value={value} className="outline-none">
          <Body />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
