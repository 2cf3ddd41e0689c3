import { contract } from '@hoa/contract';
import { addDays, CouponMessages, localDay } from '@hoa/domain';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { showSuccess } from '../../app/toasts';
import { DateInput } from '../../widgets/date-input';
import { FormModal } from '../../widgets/form-modal';
import { countText } from './count-text';
import { downloadPdf } from './download-pdf';

interface StatementsModalProps {
  opened: boolean;
  onClose: () => void;
  communityAgentId: number;
  ownerAgentIds: number[];
}

/** Prints a statement for each selected owner: the statement date, activity start and a message. */
export function StatementsModal(props: StatementsModalProps) {
  return (
    <FormModal opened={props.opened} onClose={props.onClose} title="Print statements">
      <StatementsForm {...props} />
    </FormModal>
  );
}

function StatementsForm({ onClose, communityAgentId, ownerAgentIds }: StatementsModalProps) {
  const today = localDay(new Date());
  const [statementDate, setStatementDate] = useState<string | null>(today);
  // The default history window is 30 days (spec 3 §9).
  const [startDate, setStartDate] = useState<string | null>(addDays(today, -30));
  const [message, setMessage] = useState('');
  const print = useMutation({
    mutationFn: (dates: { statementDate: string; startDate: string }) =>
      downloadPdf(
        contract.statements.PrintStatements.path,
        {
          CommunityAgentId: communityAgentId,
          OwnerAgentIds: ownerAgentIds,
          StatementDate: dates.statementDate,
          StartDate: dates.startDate,
          Message: message,
        },
        'statements.pdf',
      ),
    onSuccess: () => {
      showSuccess(`Statements printed for ${countText(ownerAgentIds.length, 'owner')}.`);
      onClose();
    },
  });
  const startError =
    startDate && statementDate && startDate > statementDate
      ? CouponMessages.startDateAfterStatementDate
      : null;
  return (
    <Stack>
      <DateInput
        label="Statement date"
        required
        value={statementDate}
        onChange={setStatementDate}
      />
      <DateInput
        label="Activity from"
        description="The balance before this date is brought forward."
        required
        value={startDate}
        onChange={setStartDate}
        error={startError}
      />
      <Textarea
        label="Message"
        description="Printed on every statement."
        maxLength={500}
        autosize
        minRows={2}
        value={message}
        onChange={(event) => setMessage(event.currentTarget.value)}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button
          loading={print.isPending}
          disabled={!statementDate || !startDate || startError !== null}
          onClick={() => {
            if (statementDate && startDate) print.mutate({ statementDate, startDate });
          }}
        >
          Print {countText(ownerAgentIds.length, 'statement')}
        </Button>
      </Group>
    </Stack>
  );
}
