import type { MemberSummary } from '@one-world/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { Avatar } from './avatar';
import { PremiumBadge } from './premium-badge';

interface MemberRowProps {
  member: MemberSummary;
  /** The row's own actions (Unblock), at its end. */
  children?: ReactNode;
}

/** A member in a list of members (followers, blocked members): picture, name to the profile, badge. */
export function MemberRow({ member, children }: MemberRowProps) {
  return (
    <li className="flex items-center gap-3 py-2.5">
      <Avatar src={member.img.secure_url} name={member.name} decorative />
      <Link
        to={paths.userProfile.href(member._id)}
        className="min-w-0 truncate rounded-sm font-medium text-ink hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        dir="auto"
      >
        {member.name}
      </Link>
      <PremiumBadge badge={member.statusBadge} />
      {children && <div className="ms-auto shrink-0">{children}</div>}
    </li>
  );
}
