import { useState } from 'react';
import { Button, ConfirmDialog, LogoutIcon } from '../../../components/ui';
import { errorMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useLogoutEverywhere } from '../api/logout-everywhere';
import { SettingsSection } from './settings-section';

/** "Sign out everywhere"; once done the protected page sends the member to sign-in. */
export function SignOutEverywhere() {
  const [confirming, setConfirming] = useState(false);
  const logout = useLogoutEverywhere();
  const t = useT();

  const confirm = async () => {
    try {
      const { message } = await logout.mutateAsync();
      toast.success(message);
    } catch (error) {
      setConfirming(false);
      toast.error(errorMessage(error, t('settings.signOutEverywhereFailed')));
    }
  };

  return (
    <SettingsSection
      title={t('settings.signOutEverywhere')}
      description={t('settings.signOutEverywhereDescription')}
    >
      <Button variant="secondary" aria-haspopup="dialog" onClick={() => setConfirming(true)}>
        <LogoutIcon className="size-4" />
        {t('settings.signOutEverywhere')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('settings.signOutEverywhereConfirm')}
        description={t('settings.signOutEverywhereDescription')}
        confirmLabel={t('settings.signOutEverywhere')}
        busy={logout.isPending}
        onConfirm={() => void confirm()}
        onClose={() => setConfirming(false)}
      />
    </SettingsSection>
  );
}
