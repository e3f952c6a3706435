import { Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { useAdminSession } from '@/features/admin-auth/use-admin-session';
import { CountCards } from '@/features/admin-dashboard/components/count-cards';
import { DashboardHeader } from '@/features/admin-dashboard/components/dashboard-header';
import { DashboardTabs } from '@/features/admin-dashboard/components/dashboard-tabs';
import { AdminShell } from './admin-shell';

/** §4 session flow: signed out → login; checking → 'Loading...'; verified → the dashboard. */
export function AdminDashboardPage() {
  const session = useAdminSession();
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
            <CountCards />
            <DashboardTabs />
          </main>
        </>
      )}
    </AdminShell>
  );
}
