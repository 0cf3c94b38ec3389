import { COMPANY } from '@one-world/contract';
import { Link } from 'react-router';
import { LanguagePicker } from '../../components/ui';
import { paths } from '../../config/paths';
import { useT } from '../../lib/i18n';

export function Footer() {
  const t = useT();
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-3 px-4 py-5 text-sm text-slate-600 sm:flex-row sm:px-6 lg:px-8">
        <p>{t('footer.copyright', { company: COMPANY })}</p>
        <LanguagePicker />
        <Link
          to={paths.privacyPolicy.href()}
          className="rounded font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {t('footer.privacyPolicy')}
        </Link>
      </div>
    </footer>
  );
}
