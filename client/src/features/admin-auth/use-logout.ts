import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { TOASTS } from '@/config/toast-copy';
import { adminQueryClient } from '@/lib/admin-query-client';
import { clearAdminToken } from '@/lib/auth-status';
import { confirmLogout } from '@/lib/unsaved/confirm-logout';
import { forgetAllUnsavedDrafts } from '@/lib/unsaved/use-unsaved-draft';
import { endServerSession, isAdminQuery } from './api';

/**
 * Logout, shared by the site header and the dashboard: asked first when edits kept in this
 * browser would go, then the server call, the token gone, and nothing of the admin's left behind
 * (kept edits, every cached admin answer), the toast, the login page.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    if (!confirmLogout()) return;
    await endServerSession();
    clearAdminToken();
    forgetAllUnsavedDrafts();
    adminQueryClient().removeQueries({ predicate: isAdminQuery });
    adminQueryClient().clear();
    toast(TOASTS.loggedOut);
    navigate(paths.adminLogin);
  }, [navigate]);
}
