import type { MemberSummary } from '@one-world/contract';
import { Avatar } from '../../../components/ui/avatar';

/**
 * The partner's picture with a green dot while they are online. The dot is only a picture: the
 * caller says "online" in words next to the name.
 */
export function PartnerAvatar({ partner, online }: { partner: MemberSummary; online: boolean }) {
  return (
    <span className="relative shrink-0">
      <Avatar src={partner.img.secure_url} name={partner.name} decorative size="md" />
      {online && (
        <span
          aria-hidden="true"
          data-testid="online-dot"
          className="absolute end-0 bottom-0 size-3 rounded-full bg-emerald-500 ring-2 ring-white"
        />
      )}
    </span>
  );
}
