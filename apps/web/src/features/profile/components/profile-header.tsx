import type { PublicUser } from '@one-world/contract';
import { Avatar, Card, CoverImage, PremiumBadge } from '../../../components/ui';
import { useT } from '../../../lib/i18n';
import { usePictureUpload } from '../hooks/use-picture-upload';
import { FollowCounts } from './follow-counts';
import { PicturePicker } from './picture-picker';
import { ProfileActions } from './profile-actions';

interface ProfileHeaderProps {
  profile: PublicUser;
  viewerId: string;
  /** h1 on a member's page; h2 on one's own, under the page's "My Profile". */
  headingLevel: 1 | 2;
}

/**
 * The top of a profile: cover, avatar, name with the status badge, follow counts and the actions.
 * The member themself (`abilities.update`) also gets the pickers for the cover and the avatar,
 * whose chosen files show here at once, before they are uploaded.
 */
export function ProfileHeader({ profile, viewerId, headingLevel }: ProfileHeaderProps) {
  const cover = usePictureUpload(profile._id, 'cover');
  const avatar = usePictureUpload(profile._id, 'img');
  const editable = profile.abilities.update;
  const t = useT();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  return (
    <Card>
      <div className="relative">
        <CoverImage
          src={cover.pending ?? profile.cover?.secure_url}
          className="h-36 w-full rounded-t-2xl sm:h-56"
        />
        {editable && (
          <PicturePicker
            picture="cover"
            upload={cover}
            className="absolute inset-x-3 top-3 justify-end"
          />
        )}
      </div>
      <div className="px-4 pt-3 pb-5 sm:px-6">
        {/* Only the avatar reaches up into the cover; the name stays below it. */}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:gap-5">
          <Avatar
            src={avatar.pending ?? profile.img.secure_url}
            name={profile.name}
            decorative
            size="xl"
            className="relative -mt-15 ring-4 ring-white sm:-mt-16"
          />
          <div className="min-w-0 flex-1 sm:pb-1">
            <div className="flex flex-wrap items-center gap-x-2">
              <Heading
                dir="auto"
                className="min-w-0 text-2xl font-bold tracking-tight break-words text-ink"
              >
                {profile.name}
              </Heading>
              <PremiumBadge badge={profile.statusBadge} size="md" />
            </div>
            <FollowCounts profile={profile} />
          </div>
          <div className="sm:pb-1">
            <ProfileActions profile={profile} viewerId={viewerId} />
          </div>
        </div>
        {editable && (
          <div className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-2">
            <span className="text-sm font-medium text-slate-600">
              {t('profile.profilePicture')}
            </span>
            <PicturePicker picture="avatar" upload={avatar} />
          </div>
        )}
      </div>
    </Card>
  );
}
