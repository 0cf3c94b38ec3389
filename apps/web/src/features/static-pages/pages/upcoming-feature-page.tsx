import { paths } from '../../../config/paths';
import { BranchIllustration } from '../components/branch-illustration';
import { LinkButton } from '../components/link-button';
import { MessagePage } from '../components/message-page';

interface UpcomingFeaturePageProps {
  /** What the screen will be, e.g. "Shop" or "Chats". */
  name: string;
}

/**
 * Stands on the spec's routes whose feature is not built yet, so a link in the sidebar or header
 * says plainly what is coming instead of leading to "Page not found".
 */
export function UpcomingFeaturePage({ name }: UpcomingFeaturePageProps) {
  return (
    <MessagePage
      title={name}
      visual={<BranchIllustration />}
      actions={
        <>
          <LinkButton to={paths.board.href('Climate')}>Explore the boards</LinkButton>
          <LinkButton to={paths.mission.href()} variant="secondary">
            Our Mission
          </LinkButton>
        </>
      }
    >
      <p>
        <strong className="font-semibold text-ink">{name}</strong> is on its way: we are building it
        right now.
      </p>
      <p>Meanwhile, the discussion boards are open for every topic and region.</p>
    </MessagePage>
  );
}
