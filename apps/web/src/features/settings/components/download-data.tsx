import { ACCOUNT_EXPORT_FILE_NAME } from '@one-world/contract';
import { toast } from 'sonner';
import { Button } from '../../../components/ui';
import { errorMessage } from '../../../lib/api-client';
import { useDownloadExport } from '../api/download-export';
import { SettingsSection } from './settings-section';

/** "Download my data": everything stored about the member, as one JSON file. */
export function DownloadData() {
  const download = useDownloadExport();
  const start = () =>
    download.mutate(undefined, {
      onSuccess: () => toast.success(`Your data was saved as ${ACCOUNT_EXPORT_FILE_NAME}`),
      onError: (error) => toast.error(errorMessage(error, 'Your data could not be downloaded.')),
    });

  return (
    <SettingsSection
      title="Download my data"
      description="Your profile, posts, comments, likes, follows, reports and conversations, as one JSON file."
    >
      <Button variant="secondary" onClick={start} loading={download.isPending}>
        Download my data
      </Button>
    </SettingsSection>
  );
}
