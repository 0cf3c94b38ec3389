import { COMPANY } from '@one-world/contract';
import { Link } from 'react-router';
import { paths } from '../../config/paths';

export function Footer() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-2 px-4 py-5 text-sm text-slate-600 sm:flex-row sm:px-6 lg:px-8">
        <p>{`© 2024 ${COMPANY}`}</p>
        <Link
          to={paths.privacyPolicy.href()}
          className="rounded font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          Privacy Policy
        </Link>
      </div>
    </footer>
  );
}
