import { contract } from '@hoa/contract';
import { JobId } from '@hoa/domain';
import { Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
import { FormActions, FormModal } from '../../widgets/form-modal';
import { ScheduleFields } from '../../widgets/schedule-fields';
import { useScheduleForm } from '../../widgets/schedule-form';
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
      size="md"
    >
      <SchedulerForm {...props} />
    </FormModal>
  );
}

function SchedulerForm(props: SchedulerProps) {
  const { form, options } = useScheduleForm({
    jobId: JobId.ReportPackages,
    communityAgentId: props.communityAgentId,
    withDayOfMonth: true,
    name: props.displayName,
    frequency: 'M',
    schema: Schedule.body,
    toBody: (values, schedule) => ({
      CommunityAgentId: props.communityAgentId,
      Format: Number(values.format),
      Name: props.displayName,
      Parameters: {
        CommunityAgentId: props.communityAgentId,
        ReportPackageId: props.reportPackageId,
      },
      Recipient: values.recipient,
      schedule,
    }),
    fieldOf: { Recipient: 'recipient' },
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
        <ScheduleFields form={form} formats={packageFormats} options={options} />
        <FormActions onCancel={props.onClose} saving={save.isPending} />
      </Stack>
    </form>
  );
}
