import { COMPANY } from '@one-world/contract';
import { paths } from '../../../config/paths';
import { CheckIcon } from '../components/icons';
import { LinkButton } from '../components/link-button';
import { MessagePage } from '../components/message-page';

export function CheckoutSuccessPage() {
  return (
    <MessagePage
      title="Payment Done"
      visual={
        <span className="flex size-16 items-center justify-center rounded-full bg-brand-100 text-brand-700">
          <CheckIcon className="size-8" />
        </span>
      }
      actions={<LinkButton to={paths.home.href()}>GO BACK</LinkButton>}
    >
      <p>
        Thank you for supporting {COMPANY}! Your payment was received successfully. Every
        contribution helps us deliver new features for the community faster.
      </p>
    </MessagePage>
  );
}
