import { paths } from '../../../config/paths';
import { LinkButton } from '../components/link-button';
import { MessagePage } from '../components/message-page';

export function NotFoundPage() {
  return (
    <MessagePage
      title="Page not found"
      visual={
        <img src="/images/pages/lost.svg" alt="" width={200} height={160} className="h-40 w-auto" />
      }
      actions={
        <>
          <LinkButton to={paths.home.href()}>Back to Home</LinkButton>
          <LinkButton to={paths.about.href()} variant="secondary">
            About One World
          </LinkButton>
        </>
      }
    >
      <p>
        We looked everywhere, but this page does not exist. It may have moved, or the link may
        contain a typo.
      </p>
    </MessagePage>
  );
}
