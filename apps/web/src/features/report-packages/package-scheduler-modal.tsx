import { contract } from '@hoa/contract';
import { Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
import { useContractForm } from '../../widgets/contract-form';
import { FormActions, FormModal } from '../../widgets/form-modal';
import { initialSchedule, ScheduleFields, scheduleOf, type ScheduleFormValues } from '../reports';
import { packageFormats } from './report-package-queries';

const Schedule = contract.reportPackages.ScheduleReportPackage;

interface SchedulerProps {
  opened: boolean;
  onClose: () => void;
  reportPackageId: number;
  displayName: string;
  communityAgentId: number;
}

/**
 * The report package scheduler (spec 3 §2 modals): the package for the community, mailed to a
 * recipient on a schedule as the step 'Report packages: CommunityAgentId, Format, Name,
 * Parameters {CommunityAgentId, ReportPackageId}, Recipient'.
 */
export function PackageSchedulerModal(props: SchedulerProps) {
  return (
    <FormModal
      opened={props.opened}
      onClose={props.onClose}
      title="Report package scheduler"
      size="sm"
    >
      <SchedulerForm {...props} />
    </FormModal>
  );
}

function SchedulerForm(props: SchedulerProps) {
  const form = useContractForm({
    initialValues: initialSchedule(props.displayName, 'M'),
    schema: Schedule.body,
    toBody: (values: ScheduleFormValues) => ({
      CommunityAgentId: props.communityAgentId,
      Format: Number(values.format),
      Name: props.displayName,
      Parameters: {
        CommunityAgentId: props.communityAgentId,
        ReportPackageId: props.reportPackageId,
      },
      Recipient: values.recipient,
      schedule: scheduleOf(values),
    }),
    rules: (values) => ({
      name: values.name.trim() ? null : 'Job Name is required.',
      recipient: values.recipient.trim() ? null : 'Recipient is required.',
    }),
    fieldOf: { 'schedule.JobScheduleName': 'name', Recipient: 'recipient' },
  });
  const save = useMutation({
    mutationFn: (body: z.output<typeof Schedule.body>) => api.call(Schedule, { body }),
    onSuccess: () => {
      showSuccess('Scheduled Report was Saved Successfully.');
      props.onClose();
    },
  });
  return (
    <form
      onSubmit={form.onSubmit((body) => {
        save.mutate(body);
      })}
      noValidate
      aria-label="Report package scheduler"
    >
      <Stack gap="sm">
        <ScheduleFields form={form} formats={packageFormats} />
        <FormActions onCancel={props.onClose} saving={save.isPending} />
      </Stack>
    </form>
  );
}
