import { ACCOUNT_EXPORT_FILE_NAME } from '@one-world/contract';
import { Button } from '../../../components/ui';
import { errorMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useDownloadExport } from '../api/download-export';
import { SettingsSection } from './settings-section';

/** "Download my data": everything stored about the member, as one JSON file. */
export function DownloadData() {
  const download = useDownloadExport();
  const t = useT();
  const start = () =>
    download.mutate(undefined, {
      onSuccess: () => toast.success(t('settings.dataSaved', { file: ACCOUNT_EXPORT_FILE_NAME })),
      onError: (error) => toast.error(errorMessage(error, t('settings.downloadFailed'))),
    });

  return (
    <SettingsSection
      title={t('settings.downloadData')}
      description={t('settings.downloadDescription')}
    >
      <Button variant="secondary" onClick={start} loading={download.isPending}>
        {t('settings.downloadData')}
      </Button>
    </SettingsSection>
  );
}
