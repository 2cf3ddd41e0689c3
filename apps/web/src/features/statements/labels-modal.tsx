import {
  contract,
  type LabelKind,
  type MailingLabelSummary,
  type PrintLabelsBody,
} from '@hoa/contract';
import { LabelSheet } from '@hoa/domain';
import { NumberInput, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../app/api';
import { formProblem, useContractForm } from '../../widgets/contract-form';
import { FormActions, FormModal } from '../../widgets/form-modal';
import { ProblemAlert } from '../../widgets/problem-alert';
import { countText } from './count-text';
import { downloadPdf } from './download-pdf';

interface LabelsModalProps {
  opened: boolean;
  onClose: () => void;
  communityAgentId: number;
  ownerAgentIds: number[];
}

interface LabelsValues {
  LabelKind: LabelKind;
  /** As the number field holds it: '' while empty. */
  StartPosition: number | string;
}

/** Prints mailing or owner labels of the selected owners on Avery 5160 sheets. */
export function LabelsModal(props: LabelsModalProps) {
  return (
    <FormModal opened={props.opened} onClose={props.onClose} title="Print labels">
      <LabelsForm {...props} />
    </FormModal>
  );
}

function LabelsForm({ onClose, communityAgentId, ownerAgentIds }: LabelsModalProps) {
  const initialValues: LabelsValues = { LabelKind: 'mailing', StartPosition: 1 };
  const form = useContractForm({
    initialValues,
    schema: contract.mailingLabels.PrintMailingLabels.body,
    toBody: (values: LabelsValues) => ({
      CommunityAgentId: communityAgentId,
      OwnerAgentIds: ownerAgentIds,
      ...values,
    }),
    rules: ({ StartPosition: start }: LabelsValues) => ({
      StartPosition:
        typeof start === 'number' &&
        Number.isInteger(start) &&
        start >= 1 &&
        start <= LabelSheet.perPage
          ? null
          : `Enter a label from 1 to ${String(LabelSheet.perPage)}.`,
    }),
  });
  const kind = form.values.LabelKind;
  const summary = useQuery({
    queryKey: ['mailing-labels', 'summary', communityAgentId],
    queryFn: () =>
      api.call(contract.mailingLabels.GetOwnerMailingLabelItemSummary, {
        query: { communityAgentId },
      }),
  });
  const print = useMutation({
    mutationFn: (body: PrintLabelsBody & { LabelKind: LabelKind }) =>
      downloadPdf(
        contract.mailingLabels.PrintMailingLabels.path,
        body,
        `${body.LabelKind}-labels.pdf`,
      ),
    onSuccess: onClose,
  });
  const s = summary.data;
  return (
    <form
      noValidate
      aria-label="Print labels"
      onSubmit={form.onSubmit((body) => {
        print.mutate(body);
      })}
    >
      <Stack>
        <SegmentedControl
          value={kind}
          onChange={(value) => {
            form.setFieldValue('LabelKind', value === 'owner' ? 'owner' : 'mailing');
          }}
          data={[
            { value: 'mailing', label: 'Mailing labels' },
            { value: 'owner', label: 'Owner labels' },
          ]}
        />
        <Text size="sm" c="dimmed">
          {kind === 'mailing'
            ? "The owner's name and mailing address: their billing address, else their own address, else the property's."
            : "The owner's name, account number and property address, for folders and files."}
        </Text>
        {s && kind === 'mailing' ? <Text size="sm">{summaryText(s)}</Text> : null}
        <NumberInput
          label="Start at label"
          description={`Avery 5160: ${String(LabelSheet.columns)} across, ${String(LabelSheet.rows)} down; skip labels already used on the first sheet.`}
          min={1}
          max={LabelSheet.perPage}
          allowDecimal={false}
          {...form.getInputProps('StartPosition')}
        />
        <ProblemAlert problem={formProblem(form.errors)} />
        <FormActions
          onCancel={onClose}
          saving={print.isPending}
          label={`Print ${countText(ownerAgentIds.length, 'label')}`}
        />
      </Stack>
    </form>
  );
}

/** Where the community's owners are mailed, leaving out the kinds no owner has. */
function summaryText(s: MailingLabelSummary): string {
  const parts = [
    s.OwnMailingAddress > 0
      ? `${countText(s.OwnMailingAddress, 'owner')} at their own address`
      : '',
    s.PropertyAddress > 0 ? `${countText(s.PropertyAddress, 'owner')} at the property` : '',
    s.NoAddress > 0 ? `${countText(s.NoAddress, 'owner')} without an address get no label` : '',
  ].filter(Boolean);
  return `Of ${countText(s.Owners, 'owner')} in this community: ${parts.join('; ')}.`;
}
