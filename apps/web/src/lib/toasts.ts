import { notifications as mantineNotifications } from '@mantine/notifications';
import { announceToast } from './toast-event';

/**
 * Mantine's notifications, telling the app's overlays to load before the first is shown: the
 * store keeps the toast until the overlays' Notifications, mounted then, draws it.
 */
export const notifications: typeof mantineNotifications = {
  ...mantineNotifications,
  show(notification) {
    announceToast();
    return mantineNotifications.show(notification);
  },
};
