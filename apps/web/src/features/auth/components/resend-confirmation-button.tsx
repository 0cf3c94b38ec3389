import { MAIL_MESSAGES } from '@one-world/contract';
import { Button, type ButtonSize, type ButtonVariant } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useResendConfirmation } from '../api/confirm-email';

interface ResendConfirmationButtonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/**
 * "Send again": mails the signed-in member a new confirmation link. The outcome, the server's
 * rate-limit message included (429), is said in a toast.
 */
export function ResendConfirmationButton({ variant, size }: ResendConfirmationButtonProps) {
  const resend = useResendConfirmation();
  const t = useT();
  const onClick = () =>
    resend.mutate(undefined, {
      onSuccess: ({ message }) => toast.success(message),
      onError: (error) => toast.error(errorMessage(error, t('auth.resendFailed'))),
    });
  return (
    <Button variant={variant} size={size} onClick={onClick} loading={resend.isPending}>
      {t(MAIL_MESSAGES.sendAgain)}
    </Button>
  );
}
