import { namedTitle, PAGE_NAMES } from '@contract/page-titles';
import { roleAllows, type StaffRole } from '@contract/staff';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { LoadingText } from '@/components/admin/list-states';
import { useFailureToast } from '@/components/admin/use-failure-toast';
import { useDocumentTitle } from '@/components/layout/document-title';
import { paths } from '@/config/paths';
import { VisitsOverview } from '@/features/admin-analytics/components/visits-overview';
import { meQueryOptions } from '@/features/admin-auth/api';
import { ProveAgainDialog } from '@/features/admin-auth/components/prove-again-dialog';
import { SignInAgainDialog } from '@/features/admin-auth/components/sign-in-again-dialog';
import { registerSetUpRequired } from '@/features/admin-auth/reauthenticate';
import { useAdminSession } from '@/features/admin-auth/use-admin-session';
import { SculptureFormView } from '@/features/admin-collection/components/sculpture-form-view';
import { useSculptureEditor } from '@/features/admin-collection/use-sculpture-editor';
import { SetupRequired } from '@/features/admin-security/components/setup-required';
import { adminTitle } from '@/lib/admin-title';
import { focusWhenShown } from '@/lib/focus-when-shown';
import { withAdminQueries } from './admin-query';
import { AdminShell } from './admin-shell';
import { DashboardTabs, focusTabTrigger, tabFor, tabLabel } from './dashboard-tabs';
import { CountCards } from './overview/count-cards';
import { DashboardHeader } from './overview/dashboard-header';
import { FirstStepsCard } from './overview/first-steps-card';
import { REPLY_TO_FIELD_ID, RepliesWarning } from './overview/replies-warning';
import { useDashboardTab } from './use-dashboard-tab';

const ME_FAILURE = 'Failed to load your account';

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
          <ProveAgainDialog />
        </>
      )}
    </AdminShell>
  );
}

/**
 * What the signed-in person may see waits for their role: nothing is offered by mistake. A person
 * the Owner's rule holds sees only the setup of a passkey or an authenticator app.
 */
function DashboardBody() {
  const me = useQuery(meQueryOptions());
  const [held, setHeld] = useState(false);
  const queryClient = useQueryClient();
  // The rule turned on while this person was signed in: their account is read again, and the
  // setup shown.
  useEffect(
    () =>
      registerSetUpRequired(
        () => void queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey }),
      ),
    [queryClient],
  );
  useFailureToast(me.error, ME_FAILURE);
  if (!me.data) return <LoadingText>Loading...</LoadingText>;
  if (me.data.mustSetUp && !held) setHeld(true);
  if (me.data.mustSetUp || held)
    return <SetupRequired done={!me.data.mustSetUp} onContinue={() => setHeld(false)} />;
  return <DashboardOf role={me.data.role} />;
}

/** The sculpture form view replaces the cards and tabs while it is open; the header stays. */
function DashboardOf({ role }: { role: StaffRole }) {
  const editor = useSculptureEditor();
  const { tab: asked, openTab } = useDashboardTab();
  const tab = tabFor(asked, role);
  // The open form names itself (with the piece's title); the tab only while no form is open.
  useDocumentTitle(editor.target ? undefined : adminTitle(tabLabel(tab)));
  if (editor.target)
    return <SculptureFormView target={editor.target} onClose={editor.close} onShowSaved={editor.showSaved} />;
  // The counts read people's data: a Manager's and the Owner's. Where replies go is the Owner's to set.
  return (
    <>
      {roleAllows(role, 'manager') ? <CountCards /> : null}
      {role === 'owner' ? (
        <RepliesWarning
          onSetAddress={() => {
            if (!openTab('site-settings')) return;
            // The field appears once the tab has read the settings: focus it when it is there.
            focusWhenShown(REPLY_TO_FIELD_ID);
          }}
        />
      ) : null}
      <FirstStepsCard
        onOpenTab={(next) => {
          if (!openTab(next)) return;
          // After React has shown the tab: keyboard users land where the step is done.
          requestAnimationFrame(() => focusTabTrigger(next));
        }}
      />
      {roleAllows(role, 'manager') ? <VisitsOverview /> : null}
      <DashboardTabs value={tab} role={role} onValueChange={openTab} />
    </>
  );
}
