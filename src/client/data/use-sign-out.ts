import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { authClient } from '../api';
import { clearGateStorage } from './gate-storage';
import { forgetSession } from './session';

/** Signs out on the server and clears this tab's state even when the server call fails (spec 000 §8). */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return useCallback(async () => {
    await authClient.signOut().catch(() => undefined);
    forgetSession();
    clearGateStorage();
    navigate('/login', { replace: true });
    queryClient.clear();
  }, [navigate, queryClient]);
}
