import { ApiError } from '@hoa/contract';
import { Messages } from '@hoa/domain';
import { notifications } from '@mantine/notifications';

/** The text shown for a failed call: the server's errorMessage, else the spec's fallback. */
export function errorText(error: unknown): string {
  return error instanceof ApiError ? error.message : Messages.unknownError;
}

export function showError(error: unknown): void {
  notifications.show({ color: 'red', title: 'Error', message: errorText(error) });
}

export function showSuccess(text: string): void {
  notifications.show({ color: 'green', message: text });
}

export function showWarning(text: string): void {
  notifications.show({ color: 'yellow', message: text });
}
