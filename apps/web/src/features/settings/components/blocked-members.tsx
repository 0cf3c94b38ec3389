import { BLOCK_MESSAGES, type MemberSummary } from '@one-world/contract';
import { useRef } from 'react';
import {
  Button,
  EmptyState,
  ErrorState,
  LoadingState,
  LoadMore,
  MemberRow,
} from '../../../components/ui';
import { errorMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useBlockedMembers } from '../api/get-blocked-members';
import { useUnblockMember } from '../api/unblock-member';
import { SettingsSection } from './settings-section';

/** "Blocked members": the members one blocked, newest first, each with Unblock. */
export function BlockedMembers() {
  const list = useBlockedMembers();
  const t = useT();
  const members = list.data?.pages.flatMap((page) => page.users) ?? [];
  // An unblocked member leaves the list; focus goes back to it rather than to the page's start.
  const listRef = useRef<HTMLDivElement>(null);

  return (
    <SettingsSection
      title={t(BLOCK_MESSAGES.heading)}
      description={t(BLOCK_MESSAGES.listDescription)}
    >
      <div ref={listRef} tabIndex={-1} className="outline-none">
        {list.isPending ? (
          <LoadingState label={t('settings.loadingBlocked')} />
        ) : list.isError && members.length === 0 ? (
          <ErrorState
            error={list.error}
            fallback={t('settings.blockedLoadFailed')}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        ) : members.length === 0 ? (
          <EmptyState message={t(BLOCK_MESSAGES.empty)} />
        ) : (
          <>
            <ul aria-label={t(BLOCK_MESSAGES.heading)} className="divide-y divide-slate-100">
              {members.map((member) => (
                <MemberRow key={member._id} member={member}>
                  <UnblockButton member={member} onDone={() => listRef.current?.focus()} />
                </MemberRow>
              ))}
            </ul>
            <LoadMore list={list} errorFallback={t('settings.moreBlockedFailed')} />
          </>
        )}
      </div>
    </SettingsSection>
  );
}

function UnblockButton({ member, onDone }: { member: MemberSummary; onDone: () => void }) {
  const unblock = useUnblockMember();
  const t = useT();
  // The promise rather than mutate's callbacks: the hook re-reads every query before it settles,
  // and once the list comes back without the member this row unmounts, and TanStack Query drops
  // the callbacks of an unmounted caller (the toast never showed when the list answered first).
  const onClick = () =>
    void unblock.mutateAsync(member._id).then(
      ({ message }) => {
        toast.success(message);
        onDone();
      },
      (error: unknown) => toast.error(errorMessage(error, t('blocks.unblockFailed'))),
    );
  return (
    <Button variant="secondary" size="sm" onClick={onClick} loading={unblock.isPending}>
      {t(BLOCK_MESSAGES.unblock)}
      <span className="sr-only">
        {' '}
        <bdi>{member.name}</bdi>
      </span>
    </Button>
  );
}
