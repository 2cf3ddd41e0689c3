import { notificationsStore, useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

/** At most two toasts at once (spec 1 §9); the rest wait in the queue. */
export const ToastLimit = 2;

// Set on the store itself, so that toasts shown before the host loads are queued the same way.
notificationsStore.updateState((state) => ({ ...state, limit: ToastLimit }));

const NotificationsHost = lazy(() => import('./notifications-host'));

/**
 * Where toasts appear. Mantine's Notifications (with its transitions and portal) loads with the
 * first toast, not with the sign-in screen; a toast shown before it has loaded waits in the store.
 */
export function Toaster() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  ) : null;
}
