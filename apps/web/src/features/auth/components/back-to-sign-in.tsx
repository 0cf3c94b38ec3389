import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** The footer link of the password and confirmation screens. */
export function BackToSignIn() {
  return (
    <Link to={paths.auth.signIn.href()} className="font-semibold text-brand-700 hover:underline">
      Back to Sign In
    </Link>
  );
}
