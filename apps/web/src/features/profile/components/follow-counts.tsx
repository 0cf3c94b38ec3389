import type { PublicUser } from '@one-world/contract';
import type { MessageId } from '@one-world/i18n';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { FollowDirection } from '../api/profile-cache';
import { FollowListDialog } from './follow-list-dialog';

const COUNT_BUTTON =
  'rounded-md px-1 py-0.5 text-sm text-slate-600 hover:bg-slate-100 hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600';

/** The follower and following counts; each opens its list of members. */
export function FollowCounts({ profile }: { profile: PublicUser }) {
  const [open, setOpen] = useState<FollowDirection | null>(null);
  const counts: [FollowDirection, number, MessageId][] = [
    ['followers', profile.followerCount, 'profile.followerCount'],
    ['following', profile.followingCount, 'profile.followingCount'],
  ];

  return (
    <>
      <ul className="-mx-1 mt-1 flex flex-wrap gap-x-3">
        {counts.map(([direction, count, label]) => (
          <li key={direction}>
            <button
              type="button"
              aria-haspopup="dialog"
              onClick={() => setOpen(direction)}
              className={COUNT_BUTTON}
            >
              <FormattedMessage
                id={label}
                values={{
                  count,
                  b: (chunks) => <span className="font-semibold text-ink">{chunks}</span>,
                }}
              />
            </button>
          </li>
        ))}
      </ul>
      <FollowListDialog
        userId={profile._id}
        ownerName={profile.name}
        direction={open}
        onClose={() => setOpen(null)}
      />
    </>
  );
}
