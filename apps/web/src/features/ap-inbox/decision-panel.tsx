import { ApprovalMessages as M } from '@hoa/domain';
import { Paper, Text, Textarea } from '@mantine/core';
import { useContractForm } from '../../widgets/contract-form';
import { FormActions } from '../../widgets/form-modal';
import { useCardAction, type CardAction } from './invoice-actions';

interface DecisionPanelProps {
  action: CardAction;
  itemId: number;
  onClose: () => void;
}

/** The inline approve / reject panel of a card: a reason, then confirm. */
export function DecisionPanel({ action, itemId, onClose }: DecisionPanelProps) {
  const run = useCardAction(action, itemId, onClose);
  const form = useContractForm({
    initialValues: { Reason: '' },
    schema: action.call.endpoint.body,
    toBody: (values: { Reason: string }) =>
      action.call.withReason
        ? { ItemId: itemId, Reason: values.Reason.trim() || null }
        : { ItemId: itemId },
    rules: (values) => ({
      Reason:
        action.reason === 'required' && values.Reason.trim() === ''
          ? M.rejectionReasonRequired
          : null,
    }),
  });
  return (
    <Paper
      withBorder
      p="xs"
      mt="xs"
      bg={action.tone === 'approve' ? 'green.0' : 'red.0'}
      component="form"
      noValidate
      aria-label={`${action.label} AP ${itemId}`}
      onSubmit={form.onSubmit(() => run.mutate(form.getValues().Reason))}
    >
      {action.reason === 'none' ? (
        <Text size="sm">{`${action.label} AP ${itemId}?`}</Text>
      ) : (
        <Textarea
          label={action.tone === 'approve' ? 'Reason' : 'Reason for rejection'}
          aria-label={`${action.label} reason`}
          required={action.reason === 'required'}
          autosize
          minRows={2}
          maxLength={500}
          {...form.getInputProps('Reason')}
        />
      )}
      <FormActions
        onCancel={onClose}
        saving={run.isPending}
        label={`Confirm ${action.label.toLowerCase()}`}
      />
    </Paper>
  );
}
