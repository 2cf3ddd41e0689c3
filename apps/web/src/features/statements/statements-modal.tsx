import { contract, type PrintStatementsBody } from '@hoa/contract';
import { addDays, CouponMessages, localDay, type IsoDate } from '@hoa/domain';
import { Stack, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { showSuccess } from '../../app/toasts';
import { fieldProps, formProblem, useContractForm } from '../../widgets/contract-form';
import { DateInput } from '../../widgets/date-input';
import { FormActions, FormModal } from '../../widgets/form-modal';
import { ProblemAlert } from '../../widgets/problem-alert';
import { countText } from './count-text';
import { downloadPdf } from './download-pdf';

interface StatementsModalProps {
  opened: boolean;
  onClose: () => void;
  communityAgentId: number;
  ownerAgentIds: number[];
}

interface StatementsValues {
  StatementDate: IsoDate | null;
  StartDate: IsoDate | null;
  Message: string;
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
  // The default history window is 30 days (spec 3 §9).
  const initialValues: StatementsValues = {
    StatementDate: today,
    StartDate: addDays(today, -30),
    Message: '',
  };
  const form = useContractForm({
    initialValues,
    schema: contract.statements.PrintStatements.body,
    toBody: (values: StatementsValues) => ({
      CommunityAgentId: communityAgentId,
      OwnerAgentIds: ownerAgentIds,
      ...values,
    }),
    rules: ({ StatementDate, StartDate }: StatementsValues) => ({
      StatementDate: StatementDate === null ? 'Enter the statement date.' : null,
      StartDate:
        StartDate === null
          ? 'Enter the date the activity starts from.'
          : StatementDate !== null && StartDate > StatementDate
            ? CouponMessages.startDateAfterStatementDate
            : null,
    }),
  });
  const print = useMutation({
    mutationFn: (body: PrintStatementsBody) =>
      downloadPdf(contract.statements.PrintStatements.path, body, 'statements.pdf'),
    onSuccess: () => {
      showSuccess(`Statements printed for ${countText(ownerAgentIds.length, 'owner')}.`);
      onClose();
    },
  });
  return (
    <form
      noValidate
      aria-label="Print statements"
      onSubmit={form.onSubmit((body) => {
        print.mutate(body);
      })}
    >
      <Stack>
        <DateInput
          label="Statement date"
          required
          {...fieldProps(form, 'StatementDate')}
          onChange={(day) => {
            form.setFieldValue('StatementDate', day);
            // The start date's message may name this date: it is checked again.
            if (form.errors.StartDate) form.validateField('StartDate');
          }}
        />
        <DateInput
          label="Activity from"
          description="The balance before this date is brought forward."
          required
          {...fieldProps(form, 'StartDate')}
        />
        <Textarea
          label="Message"
          description="Printed on every statement."
          maxLength={500}
          autosize
          minRows={2}
          {...form.getInputProps('Message')}
        />
        <ProblemAlert problem={formProblem(form.errors)} />
        <FormActions
          onCancel={onClose}
          saving={print.isPending}
          label={`Print ${countText(ownerAgentIds.length, 'statement')}`}
        />
      </Stack>
    </form>
  );
}
