import { namedTitle, PAGE_NAMES } from '@contract/page-titles';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { useDocumentTitle } from '@/components/layout/document-title';
import { paths } from '@/config/paths';
import { SignInAgainDialog } from '@/features/admin-auth/components/sign-in-again-dialog';
import { useAdminSession } from '@/features/admin-auth/use-admin-session';
import { SculptureFormView } from '@/features/admin-collection/components/sculpture-form-view';
import { useSculptureEditor } from '@/features/admin-collection/use-sculpture-editor';
import { confirmLeaving } from '@/lib/unsaved/leave-guard';
import { withAdminQueries } from './admin-query';
import { AdminShell } from './admin-shell';
import { DashboardTabs, DEFAULT_TAB, focusTabTrigger } from './dashboard-tabs';
import { CountCards } from './overview/count-cards';
import { DashboardHeader } from './overview/dashboard-header';
import { FirstStepsCard } from './overview/first-steps-card';

/** §4 session flow: signed out → login; checking → 'Loading...'; verified → the dashboard. */
export const AdminDashboardPage = withAdminQueries(Dashboard);

function Dashboard() {
  const session = useAdminSession();
  useDocumentTitle(namedTitle(PAGE_NAMES.admin));
  if (session === 'signed-out') return <Navigate to={paths.adminLogin} replace />;
  return (
    <AdminShell>
      {session === 'checking' ? (
        <p role="status" className="grid min-h-dvh place-items-center text-sm text-muted">
          Loading...
        </p>
      ) : (
        <>
          <DashboardHeader />
          <main className="mx-auto grid max-w-7xl gap-6 px-4 py-6 sm:px-6 sm:py-8">
            <DashboardBody />
          </main>
          <SignInAgainDialog />
        </>
      )}
    </AdminShell>
  );
}

/** §2: the sculpture form view replaces the cards and tabs while it is open; the header stays. */
function DashboardBody() {
  const editor = useSculptureEditor();
  const [tab, setShownTab] = useState(DEFAULT_TAB);
  // Another tab unmounts this one's forms: with unsaved edits, the admin is asked first.
  const setTab = (next: string): boolean => {
    if (!confirmLeaving()) return false;
    setShownTab(next);
    return true;
  };
  if (editor.target)
    return <SculptureFormView target={editor.target} onClose={editor.close} onShowSaved={editor.showSaved} />;
  return (
    <>
      <CountCards />
      <FirstStepsCard
        onOpenTab={(next) => {
          if (!setTab(next)) return;
          // After React has shown the tab: keyboard users land where the step is done.
          requestAnimationFrame(() => focusTabTrigger(next));
        }}
      />
      <DashboardTabs value={tab} onValueChange={setTab} />
    </>
  );
}
