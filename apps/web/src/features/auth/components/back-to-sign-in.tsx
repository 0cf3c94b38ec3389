import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';

/** The footer link of the password and confirmation screens. */
export function BackToSignIn() {
  const t = useT();
  return (
    <Link to={paths.auth.signIn.href()} className="font-semibold text-brand-700 hover:underline">
      {t('auth.backToSignIn')}
    </Link>
  );
}
