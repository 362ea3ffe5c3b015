import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { callApi } from '../../../lib/api-client';
import { clearUserData, getUserData } from '../../../lib/user-data';

/** Ends the session on the server (best effort), then forgets it here: stored user data and every cached answer. */
export function useLogout(): { logout: () => Promise<void>; pending: boolean } {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);

  const logout = useCallback(async (): Promise<void> => {
    setPending(true);
    try {
      if (getUserData()) await callApi('/User/Logout', {});
    } catch (error) {
      // Offline or already expired: the local session ends anyway.
      console.warn('[logout] the server did not confirm the logout', error);
    } finally {
      clearUserData();
      await queryClient.cancelQueries();
      queryClient.clear();
      setPending(false);
    }
  }, [queryClient]);

  return { logout, pending };
}
