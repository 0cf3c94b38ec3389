import { COMPANY } from '@one-world/contract';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { LinkButton } from '../components/link-button';
import { MessagePage } from '../components/message-page';

export function NotFoundPage() {
  const t = useT();
  return (
    <MessagePage
      title={t('pages.notFound.title')}
      visual={
        <img src="/images/pages/lost.svg" alt="" width={200} height={160} className="h-40 w-auto" />
      }
      actions={
        <>
          <LinkButton to={paths.home.href()}>{t('pages.notFound.backHome')}</LinkButton>
          <LinkButton to={paths.about.href()} variant="secondary">
            {t('pages.notFound.about', { company: COMPANY })}
          </LinkButton>
        </>
      }
    >
      <p>{t('pages.notFound.text')}</p>
    </MessagePage>
  );
}
