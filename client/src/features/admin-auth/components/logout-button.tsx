import { LogOut } from '@/components/icons/admin';
import { Button } from '@/components/ui/button';
import { NAV_COPY } from '@/config/copy/site';
import { useLogout } from '@/features/admin-auth/use-logout';

/** The header's Logout: shown only while an admin token is stored. */
export function LogoutButton() {
  const logout = useLogout();
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={() => void logout()}
      className="text-muted hover:text-foreground"
    >
      <LogOut aria-hidden />
      {NAV_COPY.logout}
    </Button>
  );
}
