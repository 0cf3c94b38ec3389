import { Link, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { Button, buttonClasses } from './button';
import { Modal } from './modal';

interface SignInPromptProps {
  /** The exact text to show, e.g. "Please Sign In to add comment?"; null keeps it closed. */
  message: string | null;
  onClose: () => void;
}

/**
 * Tells a visitor that an action needs an account (SPEC §5) and offers the way in; sign-in
 * brings them back to this page the same way the protected-route guard does.
 */
export function SignInPrompt({ message, onClose }: SignInPromptProps) {
  const location = useLocation();
  const from = `${location.pathname}${location.search}${location.hash}`;
  return (
    <Modal
      open={message !== null}
      onClose={onClose}
      title="Sign in required"
      description={message ?? undefined}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Not now
          </Button>
          <Link to={paths.auth.signIn.href(from)} className={buttonClasses()}>
            Sign In
          </Link>
        </>
      }
    />
  );
}
