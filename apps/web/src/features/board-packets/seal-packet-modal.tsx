import { contract, type RequestOf } from '@hoa/contract';
import {
  CloseCheckNames,
  MaxOverrideReasonLength,
  monthLabel,
  type CloseCheckKey,
} from '@hoa/domain';
import { Alert, Select, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { showErrorOr, showSuccess } from '../../app/toasts';
import { formProblem, useContractForm } from '../../widgets/contract-form';
import { FormActions, FormModal } from '../../widgets/form-modal';
import { ProblemAlert } from '../../widgets/problem-alert';
import { refreshPackets, reportPackagesQuery } from './board-packet-queries';

const Seal = contract.boardPackets.SealBoardPacket;

interface SealValues {
  ReportPackageId: string | null;
  OverrideReason: string;
}

interface SealPacketProps {
  communityAgentId: number;
  month: string;
  /** The checks that fail: sealing then needs a reason, which is recorded. */
  openChecks: readonly CloseCheckKey[];
  opened: boolean;
  onClose: () => void;
}

/**
 * The seal's confirmation: the package to render and, while the checklist fails, the reason for
 * sealing anyway. Sealing renders the package, records its SHA-256 with who and when, and adds a
 * version.
 */
export function SealPacketModal(props: SealPacketProps) {
  return (
    <FormModal opened={props.opened} onClose={props.onClose} title="Seal board packet">
      <SealPacketForm {...props} />
    </FormModal>
  );
}

function SealPacketForm({ communityAgentId, month, openChecks, onClose }: SealPacketProps) {
  const client = useQueryClient();
  const packages = useQuery(reportPackagesQuery);
  const override = openChecks.length > 0;
  const initialValues: SealValues = { ReportPackageId: null, OverrideReason: '' };
  const form = useContractForm({
    initialValues,
    schema: Seal.body,
    toBody: (values: SealValues) => ({
      CommunityAgentId: communityAgentId,
      Month: month,
      ReportPackageId: values.ReportPackageId === null ? null : Number(values.ReportPackageId),
      ...(override ? { OverrideReason: values.OverrideReason } : {}),
    }),
    rules: (values) => ({
      ReportPackageId: values.ReportPackageId === null ? 'Choose the report package.' : null,
      OverrideReason:
        override && values.OverrideReason.trim() === ''
          ? 'Give the reason for sealing before the month is closed.'
          : null,
    }),
  });
  const seal = useMutation({
    mutationFn: (body: RequestOf<typeof Seal>['body']) => api.call(Seal, { body }),
    onError: (error) => showErrorOr(error, 'The board packet was not sealed.'),
    onSuccess: async (packet) => {
      showSuccess(
        `Version ${String(packet.Version)} of the ${monthLabel(month)} board packet is sealed.`,
      );
      await refreshPackets(client);
      onClose();
    },
  });
  return (
    <form noValidate onSubmit={form.onSubmit((body) => seal.mutate(body))}>
      <Stack gap="sm">
        <Text size="sm">
          The package is rendered for {monthLabel(month)} as one PDF, in a board edition and a
          homeowner edition in which no owner is named or identified (names, addresses, account
          numbers, emails and phones are withheld) and only the uploaded PDFs chosen for it appear.
          Each file’s SHA-256 is recorded with your name and the time as a new version; earlier
          versions are kept.
        </Text>
        <Select
          label="Report package"
          required
          searchable
          placeholder={packages.data?.length === 0 ? 'No report packages yet' : 'Choose a package'}
          data={(packages.data ?? []).map((p) => ({
            value: String(p.ReportPackageId),
            label: p.DisplayName,
          }))}
          {...form.getInputProps('ReportPackageId')}
        />
        {override ? (
          <>
            <Alert color="red" variant="light" title="The month is not closed">
              Open: {openChecks.map((k) => CloseCheckNames[k]).join(', ')}.
            </Alert>
            <Textarea
              label="Reason for sealing anyway"
              required
              autosize
              minRows={2}
              maxLength={MaxOverrideReasonLength}
              {...form.getInputProps('OverrideReason')}
            />
          </>
        ) : null}
        <ProblemAlert problem={formProblem(form.errors)} />
        <FormActions onCancel={onClose} saving={seal.isPending} label="Seal packet" />
      </Stack>
    </form>
  );
}
