import { ExternalLink, LogOut } from '@/components/icons/admin';
import { BrandMark } from '@/components/layout/brand-logo';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { useLogout } from '@/features/admin-auth/use-logout';

export function DashboardHeader() {
  const logout = useLogout();
  return (
    <header className="sticky top-0 z-30 border-b border-border bg-surface/90 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6">
        <h1 className="flex items-center gap-2.5 font-display text-lg font-bold tracking-tight">
          <BrandMark className="size-6" />
          Admin Dashboard
        </h1>
        <div className="flex items-center gap-1 sm:gap-2">
          <Button asChild variant="ghost" size="sm">
            {/* With unsaved edits, the router asks before it follows the link. */}
            <Link to={paths.home}>
              <ExternalLink aria-hidden />
              <span className="hidden sm:inline">Back to Website</span>
              <span className="sr-only sm:hidden">Back to Website</span>
            </Link>
          </Button>
          {/* The logout asks first when edits would be lost (useLogout). */}
          <Button variant="subtle" size="sm" onClick={() => void logout()}>
            <LogOut aria-hidden />
            Logout
          </Button>
        </div>
      </div>
    </header>
  );
}
