import { Link, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { useT, useText } from '../../lib/i18n';
import { Button, buttonClasses } from './button';
import { Modal } from './modal';

interface SignInPromptProps {
  /**
   * The exact text to show, e.g. "Please Sign In to add comment?" (a catalog id, or a text
   * already translated); null keeps it closed.
   */
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
  const t = useT();
  const text = useText();
  return (
    <Modal
      open={message !== null}
      onClose={onClose}
      title={t('ui.signInRequired')}
      description={message === null ? undefined : text(message)}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('ui.notNow')}
          </Button>
          <Link to={paths.auth.signIn.href(from)} className={buttonClasses()}>
            {t('nav.signIn')}
          </Link>
        </>
      }
    />
  );
}
