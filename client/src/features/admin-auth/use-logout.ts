import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { TOASTS } from '@/config/toast-copy';
import { clearAdminToken } from '@/lib/auth-status';
import { endServerSession, isAdminQuery } from './api';

/** §4 logout, shared by the site header and the dashboard: server call, token gone, toast, login. */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    await endServerSession();
    clearAdminToken();
    queryClient.removeQueries({ predicate: isAdminQuery });
    toast(TOASTS.loggedOut);
    navigate(paths.adminLogin);
  }, [queryClient, navigate]);
}
