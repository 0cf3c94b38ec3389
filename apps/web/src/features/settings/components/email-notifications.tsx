import { DIGEST_FREQUENCIES, DIGEST_LABELS, type DigestFrequency } from '@one-world/contract';
import { type FormEvent, useState } from 'react';
import { Button, ErrorState, LoadingState } from '../../../components/ui';
import { errorMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useMailSettings, useUpdateMailSettings } from '../api/mail-settings';
import { SettingsSection } from './settings-section';

/** "Email notifications": never, or a daily or weekly digest of unread notifications. */
export function EmailNotifications() {
  const settings = useMailSettings();
  const t = useT();
  return (
    <SettingsSection
      title={t('settings.emailNotifications')}
      description={t('settings.emailNotificationsDescription')}
    >
      {settings.isPending ? (
        <LoadingState label={t('settings.loadingMailSettings')} />
      ) : settings.isError ? (
        <ErrorState
          error={settings.error}
          fallback={t('settings.mailSettingsLoadFailed')}
          onRetry={() => void settings.refetch()}
          retrying={settings.isFetching}
        />
      ) : (
        <DigestForm saved={settings.data.digest} />
      )}
    </SettingsSection>
  );
}

function DigestForm({ saved }: { saved: DigestFrequency }) {
  const [digest, setDigest] = useState(saved);
  const update = useUpdateMailSettings();
  const t = useT();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    update.mutate(
      { digest },
      {
        onSuccess: ({ message }) => toast.success(message),
        onError: (error) => toast.error(errorMessage(error, t('settings.mailSettingsSaveFailed'))),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className="space-y-4">
      <fieldset>
        <legend className="text-sm font-medium text-ink">{t('settings.sendMe')}</legend>
        <div className="mt-2 space-y-2">
          {DIGEST_FREQUENCIES.map((frequency) => (
            <label key={frequency} className="flex items-center gap-2 text-sm text-slate-700">
              <input
                type="radio"
                name="digest"
                value={frequency}
                checked={digest === frequency}
                onChange={() => setDigest(frequency)}
                className="size-4 accent-brand-600"
              />
              {t(DIGEST_LABELS[frequency])}
            </label>
          ))}
        </div>
      </fieldset>
      <Button type="submit" loading={update.isPending}>
        {t('settings.savePreferences')}
      </Button>
    </form>
  );
}
