import { COMPANY } from '@one-world/contract';
import { paths } from '../../../config/paths';
import { BranchIllustration } from '../components/branch-illustration';
import { LinkButton } from '../components/link-button';
import { MessagePage } from '../components/message-page';

export function ComingSoonPage() {
  return (
    <MessagePage
      title="Coming Soon"
      visual={<BranchIllustration />}
      actions={
        <>
          <LinkButton to={paths.board.href('Climate')}>Explore the boards</LinkButton>
          <LinkButton to={paths.joinGlobal.href()} variant="secondary">
            Join the Global Family
          </LinkButton>
        </>
      }
    >
      <p>
        <strong className="font-semibold text-ink">Start Your Own Branch</strong> is on its way.
        Soon you will be able to found a local {COMPANY} branch for your school, city or
        organisation: a home for your group with its own members, events and projects.
      </p>
      <p>
        Until then, gather your people on the regional boards — the conversations you start today
        will become the first branches tomorrow.
      </p>
    </MessagePage>
  );
}
