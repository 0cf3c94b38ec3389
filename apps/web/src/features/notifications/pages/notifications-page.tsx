import { NOTIFICATION_MESSAGES } from '@one-world/contract';
import { Button } from '../../../components/ui/button';
import { LoadMore } from '../../../components/ui/load-more';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/query-states';
import { errorMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { NotificationItem } from '../components/notification-item';

const HEADING_ID = 'notifications-heading';

/** /notifications: the member's notifications, newest first, paged, with "Mark all as read". */
export function NotificationsPage() {
  const { user } = useSession();
  // The route is behind RequireAuth, so a user is there.
  if (!user) return null;
  return <Notifications userId={user._id} />;
}

function Notifications({ userId }: { userId: string }) {
  const t = useT();
  const list = useNotifications(userId);
  const markOne = useMarkNotificationRead(userId);
  const markAll = useMarkAllNotificationsRead(userId);
  const notifications = list.data?.pages.flatMap((page) => page.notifications) ?? [];
  const unreadCount = list.data?.pages[0]?.unreadCount ?? 0;
  const failedMark = markAll.error ?? markOne.error;

  return (
    <section aria-labelledby={HEADING_ID} className="mx-auto w-full max-w-2xl">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id={HEADING_ID} className="text-3xl font-bold tracking-tight text-ink">
          {t(NOTIFICATION_MESSAGES.heading)}
        </h1>
        {unreadCount > 0 && (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => markAll.mutate()}
            loading={markAll.isPending}
          >
            {t(NOTIFICATION_MESSAGES.markAllRead)}
          </Button>
        )}
      </div>
      {failedMark && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {errorMessage(failedMark, t('notifications.markFailed'))}
        </p>
      )}
      <div className="mt-6">
        {list.isPending ? (
          <LoadingState label={t('notifications.loading')} />
        ) : list.isError && !list.data ? (
          <ErrorState
            error={list.error}
            fallback={t(NOTIFICATION_MESSAGES.loadFailed)}
            onRetry={() => void list.refetch()}
            retrying={list.isRefetching}
          />
        ) : notifications.length === 0 ? (
          <EmptyState message={t(NOTIFICATION_MESSAGES.empty)} />
        ) : (
          <>
            <ul
              aria-labelledby={HEADING_ID}
              className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
            >
              {notifications.map((notification) => (
                <NotificationItem
                  key={notification._id}
                  notification={notification}
                  onRead={(id) => markOne.mutate(id)}
                />
              ))}
            </ul>
            <LoadMore list={list} errorFallback={t(NOTIFICATION_MESSAGES.loadFailed)} />
          </>
        )}
      </div>
    </section>
  );
}
