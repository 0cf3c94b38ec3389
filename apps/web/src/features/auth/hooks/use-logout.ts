import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { SESSION_QUERY_KEY, setSessionUser } from '../../../lib/session';
import { useSignOut } from '../api/sign-out';

/**
 * Logout as the sidebar offers it: end the session on the server, go to /, then forget the
 * user locally. Navigating first keeps a protected page from bouncing to /auth/signin.
 */
export function useLogout(): { logout: () => Promise<void>; isPending: boolean } {
  const client = useQueryClient();
  const navigate = useNavigate();
  const signOut = useSignOut();

  const logout = async () => {
    let message: string;
    try {
      message = await signOut.mutateAsync();
    } catch (error) {
      toast.error(errorMessage(error, 'Could not log out. Please try again.'));
      return;
    }
    await navigate(paths.home.href());
    // Data cached for this user must not outlive the session; what is on screen is re-read.
    const notSession = (query: { queryKey: readonly unknown[] }) =>
      query.queryKey[0] !== SESSION_QUERY_KEY[0];
    client.removeQueries({ type: 'inactive', predicate: notSession });
    void client.invalidateQueries({ type: 'active', predicate: notSession });
    setSessionUser(client, null);
    toast.success(message);
  };

  return { logout, isPending: signOut.isPending };
}
