import { BankMessages } from '@hoa/domain';
import { notifications } from '@mantine/notifications';

/** Spec 1 §5: a bank on default routing without a routing number is a warning, not an error. */
export function showRoutingWarning(): void {
  notifications.show({ color: 'yellow', title: 'Warning', message: BankMessages.routingNotSet });
}
