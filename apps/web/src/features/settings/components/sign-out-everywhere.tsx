import { useState } from 'react';
import { toast } from 'sonner';
import { Button, ConfirmDialog, LogoutIcon } from '../../../components/ui';
import { errorMessage } from '../../../lib/api-client';
import { useLogoutEverywhere } from '../api/logout-everywhere';
import { SettingsSection } from './settings-section';

const DESCRIPTION =
  'Ends your session on every device and browser, this one included. You will need to sign in again.';

/** "Sign out everywhere"; once done the protected page sends the member to sign-in. */
export function SignOutEverywhere() {
  const [confirming, setConfirming] = useState(false);
  const logout = useLogoutEverywhere();

  const confirm = async () => {
    try {
      const { message } = await logout.mutateAsync();
      toast.success(message);
    } catch (error) {
      setConfirming(false);
      toast.error(errorMessage(error, 'Could not sign out everywhere. Please try again.'));
    }
  };

  return (
    <SettingsSection title="Sign out everywhere" description={DESCRIPTION}>
      <Button variant="secondary" aria-haspopup="dialog" onClick={() => setConfirming(true)}>
        <LogoutIcon className="size-4" />
        Sign out everywhere
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Sign out everywhere?"
        description={DESCRIPTION}
        confirmLabel="Sign out everywhere"
        busy={logout.isPending}
        onConfirm={() => void confirm()}
        onClose={() => setConfirming(false)}
      />
    </SettingsSection>
  );
}
