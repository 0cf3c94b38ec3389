import { MAIL_MESSAGES, MAIL_TOKEN_PATTERN } from '@one-world/contract';
import { FormattedMessage } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { AlertIcon, Button, Card } from '../../../components/ui';
import { paths } from '../../../config/paths';
import { errorMessage, isHttpError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { useUnsubscribe } from '../api/unsubscribe';

const linkClass = 'font-semibold text-brand-700 underline';

/**
 * /unsubscribe?token=: the link at the foot of every digest. Opening it changes nothing (mail
 * scanners fetch links); the member's click on Unsubscribe does, without signing in.
 */
export function UnsubscribePage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const unsubscribe = useUnsubscribe();
  const t = useT();
  const linkDead =
    !MAIL_TOKEN_PATTERN.test(token) ||
    (unsubscribe.isError && isHttpError(unsubscribe.error, 400, 404));

  return (
    <Card className="mx-auto max-w-lg p-6 sm:p-10">
      <h1 className="text-2xl font-bold text-ink">{t('mail.unsubscribeTitle')}</h1>
      {unsubscribe.isSuccess ? (
        <p role="status" className="mt-4 font-medium text-brand-800">
          {t(MAIL_MESSAGES.unsubscribed)}
        </p>
      ) : linkDead ? (
        <p role="alert" className="mt-4 flex items-start gap-2 text-red-700">
          <AlertIcon className="mt-1 size-4 shrink-0" />
          {t(MAIL_MESSAGES.invalidLink)}
        </p>
      ) : (
        <>
          <p className="mt-4 text-slate-600">{t('mail.unsubscribeBody')}</p>
          <div role="alert" className="mt-4 text-sm text-red-700">
            {unsubscribe.isError && errorMessage(unsubscribe.error, t('mail.unsubscribeFailed'))}
          </div>
          <Button
            className="mt-4"
            onClick={() => unsubscribe.mutate(token)}
            loading={unsubscribe.isPending}
          >
            {t('mail.unsubscribe')}
          </Button>
        </>
      )}
      <p className="mt-6 text-sm text-slate-600">
        <FormattedMessage
          id="mail.unsubscribeSettings"
          values={{
            link: (chunks) => (
              <Link to={paths.settings.href()} className={linkClass}>
                {chunks}
              </Link>
            ),
          }}
        />
      </p>
    </Card>
  );
}
