import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { clearSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useSignOut } from '../api/sign-out';

/**
 * Logout as the sidebar offers it: end the session on the server, go to /, then forget the
 * user locally. Navigating first keeps a protected page from bouncing to /auth/signin.
 */
export function useLogout(): { logout: () => Promise<void>; isPending: boolean } {
  const client = useQueryClient();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const t = useT();

  const logout = async () => {
    let message: string;
    try {
      message = await signOut.mutateAsync();
    } catch (error) {
      toast.error(errorMessage(error, t('auth.logoutFailed')));
      return;
    }
    await navigate(paths.home.href());
    clearSession(client);
    toast.success(message);
  };

  return { logout, isPending: signOut.isPending };
}
