import { ApiError } from '@hoa/contract';
import { Alert, Stack, Textarea } from '@mantine/core';

/** Whether a refusal is the insurance guard's (the vendor's insurance has expired). */
export function insuranceRefusal(error: unknown): string | null {
  return error instanceof ApiError && error.code === 'WorkOrderInsuranceExpired'
    ? error.message
    : null;
}

/**
 * The insurance guard's message with the override reason to record; the form's submit sends the
 * work order again with it.
 */
export function InsuranceOverrideField({
  message,
  reason,
  onReason,
}: {
  message: string;
  reason: string;
  onReason: (reason: string) => void;
}) {
  return (
    <Alert color="orange" title="Insurance expired" data-testid="insurance-guard">
      <Stack gap="xs">
        {message}
        <Textarea
          label="Override reason"
          required
          autosize
          minRows={2}
          value={reason}
          onChange={(event) => onReason(event.currentTarget.value)}
        />
      </Stack>
    </Alert>
  );
}
