import { Tabs } from 'radix-ui';
import type { ComponentType } from 'react';
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
import { ReservationsTab } from './tabs/reservations-tab';
import { SalesSettingsTab } from './tabs/sales-settings-tab';
import { SecurityTab } from './tabs/security-tab';
import { SiteSettingsTab } from './tabs/site-settings-tab';
import { WaitlistsTab } from './tabs/waitlists-tab';

/** The eight original tabs in order (the edition register and drop planning beside the collection), the reservations, orders and sales settings, then the log of every change and the account's Security; Collection is the default. */
const TABS: { value: string; label: string; Body: ComponentType }[] = [
  { value: 'collection', label: 'Collection', Body: CollectionTab },
  { value: 'editions', label: 'Editions', Body: EditionsTab },
  { value: 'drops', label: 'Drops', Body: DropsTab },
  { value: 'about', label: 'About', Body: AboutTab },
  { value: 'journal', label: 'Journal', Body: JournalTab },
  { value: 'site-settings', label: 'Site Settings', Body: SiteSettingsTab },
  { value: 'popup-settings', label: 'Popup Settings', Body: PopupTab },
  { value: 'inquiries', label: 'Inquiries', Body: InquiriesTab },
  { value: 'collectors', label: 'Collectors', Body: CollectorsTab },
  { value: 'newsletters', label: 'Newsletters', Body: NewslettersTab },
  { value: 'waitlists', label: 'Waitlists', Body: WaitlistsTab },
  { value: 'reservations', label: 'Reservations', Body: ReservationsTab },
  { value: 'orders', label: 'Orders', Body: OrdersTab },
  { value: 'sales-settings', label: 'Sales Settings', Body: SalesSettingsTab },
  { value: 'activity', label: 'Activity', Body: ActivityTab },
  { value: 'security', label: 'Security', Body: SecurityTab },
];

export const DEFAULT_TAB = 'collection';

/** A tab named in the address, or the default one for a missing or unknown name. */
export function parseTab(value: string | null): string {
  return TABS.some((tab) => tab.value === value) ? (value as string) : DEFAULT_TAB;
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
  onValueChange,
}: {
  value: string;
  onValueChange: (value: string) => void;
}) {
  return (
    // Manual activation: arrow keys only move focus and Enter or Space opens the tab, so a tab
    // with unsaved edits asks once before it goes (focus would open the next tab and ask again).
    <Tabs.Root value={value} onValueChange={onValueChange} activationMode="manual" className="grid gap-5">
      {/* A phone scrolls the row sideways; a desk shows every tab: the row wraps rather than
          hide the last ones past the edge (fourteen tabs are wider than a laptop's content). */}
      <Tabs.List
        aria-label="Dashboard sections"
        className="scrollbar-none -mx-4 flex gap-1 overflow-x-auto border-b border-border px-4 sm:mx-0 sm:px-0 lg:flex-wrap lg:overflow-visible"
      >
        {TABS.map((tab) => (
          <Tabs.Trigger
            key={tab.value}
            value={tab.value}
            data-dashboard-tab={tab.value}
            className="-mb-px shrink-0 border-b-2 border-transparent px-3 py-2.5 lg:px-2 text-sm focus-visible:outline-offset-[-2px] font-medium whitespace-nowrap text-muted transition-colors hover:text-foreground data-[state=active]:border-accent data-[state=active]:text-foreground"
          >
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {TABS.map(({ value, Body }) => (
        // Radix unmounts inactive panels, so each tab fetches its data only when opened.
        <Tabs.Content key={value} value={value} className="outline-none">
          <Body />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
