import { contract, type LabelKind, type MailingLabelSummary } from '@hoa/contract';
import { LabelSheet } from '@hoa/domain';
import { Button, Group, NumberInput, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { FormModal } from '../../widgets/form-modal';
import { countText } from './count-text';
import { downloadPdf } from './download-pdf';

interface LabelsModalProps {
  opened: boolean;
  onClose: () => void;
  communityAgentId: number;
  ownerAgentIds: number[];
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
  const [kind, setKind] = useState<LabelKind>('mailing');
  const [start, setStart] = useState<number>(1);
  const summary = useQuery({
    queryKey: ['mailing-labels', 'summary', communityAgentId],
    queryFn: () =>
      api.call(contract.mailingLabels.GetOwnerMailingLabelItemSummary, {
        query: { communityAgentId },
      }),
  });
  const print = useMutation({
    mutationFn: () =>
      downloadPdf(
        contract.mailingLabels.PrintMailingLabels.path,
        {
          CommunityAgentId: communityAgentId,
          OwnerAgentIds: ownerAgentIds,
          LabelKind: kind,
          StartPosition: start,
        },
        `${kind}-labels.pdf`,
      ),
    onSuccess: onClose,
  });
  const s = summary.data;
  return (
    <Stack>
      <SegmentedControl
        value={kind}
        onChange={(value) => setKind(value === 'owner' ? 'owner' : 'mailing')}
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
        value={start}
        onChange={(value) => setStart(typeof value === 'number' ? value : 1)}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button loading={print.isPending} onClick={() => print.mutate()}>
          Print {countText(ownerAgentIds.length, 'label')}
        </Button>
      </Group>
    </Stack>
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
