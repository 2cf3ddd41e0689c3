import { ApiError } from '@hoa/contract';
import { Messages } from '@hoa/domain';
import { notifications } from '@mantine/notifications';

/** The text shown for a failed call: the server's errorMessage, else the spec's fallback. */
export function errorText(error: unknown): string {
  return error instanceof ApiError ? error.message : Messages.unknownError;
}

/**
 * A failed call shown with a call's own message (the spec's text for it) unless the server refused
 * it (4xx: invalid, not permitted, not found): a refusal always shows the server's errorMessage.
 */
export function showErrorOr(error: unknown, fallback: string): void {
  showError(
    error instanceof ApiError && error.status >= 400 && error.status < 500
      ? error
      : new ApiError(error instanceof ApiError ? error.status : 500, fallback),
  );
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

export function showInfo(text: string): void {
  notifications.show({ color: 'blue', message: text });
}
