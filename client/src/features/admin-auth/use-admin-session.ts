import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { clearAdminToken, useAdminToken } from '@/lib/auth-status';
import { verifySessionQueryOptions } from './api';

export type AdminSession = 'signed-out' | 'checking' | 'valid';

/**
 * No token means signed out; a token is verified with the server; an answer of not
 * valid, or a failed call, removes the token silently (which reads as signed out).
 */
export function useAdminSession(): AdminSession {
  const token = useAdminToken();
  const verify = useQuery({ ...verifySessionQueryOptions(), enabled: token !== null });
  const rejected = verify.isError || verify.data?.valid === false;

  useEffect(() => {
    if (token && rejected) clearAdminToken();
  }, [token, rejected]);

  if (!token || rejected) return 'signed-out';
  return verify.data?.valid ? 'valid' : 'checking';
}
