import { COMPANY } from '@one-world/contract';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { BranchIllustration } from '../components/branch-illustration';
import { LinkButton } from '../components/link-button';
import { MessagePage } from '../components/message-page';

const bold = (chunks: ReactNode[]) => <strong className="font-semibold text-ink">{chunks}</strong>;

export function ComingSoonPage() {
  const t = useT();
  return (
    <MessagePage
      title={t('pages.comingSoon.title')}
      visual={<BranchIllustration />}
      actions={
        <>
          <LinkButton to={paths.board.href('Climate')}>{t('pages.comingSoon.explore')}</LinkButton>
          <LinkButton to={paths.joinGlobal.href()} variant="secondary">
            {t('pages.joinGlobalFamily')}
          </LinkButton>
        </>
      }
    >
      <p>
        <FormattedMessage id="pages.comingSoon.text1" values={{ b: bold, company: COMPANY }} />
      </p>
      <p>{t('pages.comingSoon.text2')}</p>
    </MessagePage>
  );
}
