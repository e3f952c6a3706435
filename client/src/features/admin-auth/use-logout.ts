import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { TOASTS } from '@/config/toast-copy';
import { adminQueryClient } from '@/lib/admin-query-client';
import { clearAdminToken } from '@/lib/auth-status';
import { endServerSession, isAdminQuery } from './api';

/** §4 logout, shared by the site header and the dashboard: server call, token gone, toast, login. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    await endServerSession();
    clearAdminToken();
    adminQueryClient().removeQueries({ predicate: isAdminQuery });
    toast(TOASTS.loggedOut);
    navigate(paths.adminLogin);
  }, [navigate]);
}
