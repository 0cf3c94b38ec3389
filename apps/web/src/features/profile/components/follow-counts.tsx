import { PROFILE_TEXTS, type PublicUser } from '@one-world/contract';
import { useState } from 'react';
import type { FollowDirection } from '../api/profile-cache';
import { FollowListDialog } from './follow-list-dialog';

const COUNT_BUTTON =
  'rounded-md px-1 py-0.5 text-sm text-slate-600 hover:bg-slate-100 hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600';

/** The follower and following counts; each opens its list of members. */
export function FollowCounts({ profile }: { profile: PublicUser }) {
  const [open, setOpen] = useState<FollowDirection | null>(null);
  const counts: [FollowDirection, number, string][] = [
    ['followers', profile.followerCount, PROFILE_TEXTS.followers],
    ['following', profile.followingCount, PROFILE_TEXTS.following],
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
              <span className="font-semibold text-ink">{count}</span> {label}
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
