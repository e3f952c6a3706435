import { namedTitle, PAGE_NAMES } from '@contract/page-titles';
import { Navigate } from 'react-router';
import { useDocumentTitle } from '@/components/layout/document-title';
import { paths } from '@/config/paths';
import { VisitsOverview } from '@/features/admin-analytics/components/visits-overview';
import { SignInAgainDialog } from '@/features/admin-auth/components/sign-in-again-dialog';
import { useAdminSession } from '@/features/admin-auth/use-admin-session';
import { SculptureFormView } from '@/features/admin-collection/components/sculpture-form-view';
import { useSculptureEditor } from '@/features/admin-collection/use-sculpture-editor';
import { adminTitle } from '@/lib/admin-title';
import { focusWhenShown } from '@/lib/focus-when-shown';
import { withAdminQueries } from './admin-query';
import { AdminShell } from './admin-shell';
import { DashboardTabs, focusTabTrigger, tabLabel } from './dashboard-tabs';
import { CountCards } from './overview/count-cards';
import { DashboardHeader } from './overview/dashboard-header';
import { FirstStepsCard } from './overview/first-steps-card';
import { REPLY_TO_FIELD_ID, RepliesWarning } from './overview/replies-warning';
import { useDashboardTab } from './use-dashboard-tab';

/** Session flow: signed out → login; checking → 'Loading...'; verified → the dashboard. */
export const AdminDashboardPage = withAdminQueries(Dashboard);

function Dashboard() {
  const session = useAdminSession();
  // Signed in, the open tab or form names the page (DashboardBody, SculptureFormView).
  useDocumentTitle(session === 'valid' ? undefined : namedTitle(PAGE_NAMES.admin));
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

/** The sculpture form view replaces the cards and tabs while it is open; the header stays. */
function DashboardBody() {
  const editor = useSculptureEditor();
  const { tab, openTab } = useDashboardTab();
  // The open form names itself (with the piece's title); the tab only while no form is open.
  useDocumentTitle(editor.target ? undefined : adminTitle(tabLabel(tab)));
  if (editor.target)
    return <SculptureFormView target={editor.target} onClose={editor.close} onShowSaved={editor.showSaved} />;
  return (
    <>
      <CountCards />
      <RepliesWarning
        onSetAddress={() => {
          if (!openTab('site-settings')) return;
          // The field appears once the tab has read the settings: focus it when it is there.
          focusWhenShown(REPLY_TO_FIELD_ID);
        }}
      />
      <FirstStepsCard
        onOpenTab={(next) => {
          if (!openTab(next)) return;
          // After React has shown the tab: keyboard users land where the step is done.
          requestAnimationFrame(() => focusTabTrigger(next));
        }}
      />
      <VisitsOverview />
      <DashboardTabs value={tab} onValueChange={openTab} />
    </>
  );
}
