import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import { ToastLimit } from './toaster';

/** Mantine's toasts, loaded by toaster.tsx with the first one. */
export default function NotificationsHost() {
  return <Notifications limit={ToastLimit} position="bottom-right" />;
}
