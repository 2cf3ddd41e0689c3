import { contract, type RequestOf, type Template } from '@hoa/contract';
import { MailroomDeliveryOptions, normalizeTemplateOptions } from '@hoa/domain';
import { Checkbox, Group, Radio, Stack } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
import { formProblem, useContractForm } from '../../widgets/contract-form';
import { FormActions, FormModal } from '../../widgets/form-modal';
import { ProblemAlert } from '../../widgets/problem-alert';
import { templatesKey } from './template-queries';

const Save = contract.templates.SaveTemplateOptions;

interface OptionValues {
  IsColor: boolean;
  IsDoubleSided: boolean;
  MailroomDeliveryOption: string;
  IncludeReturnEnvelope: boolean;
  PrepaidReturnPostage: boolean;
}

/**
 * A template's print options (SaveTemplateOptions): colour, sides, the mailroom delivery option
 * and the return envelope; unchecking the envelope clears and disables prepaid return postage.
 */
export function TemplateOptionsModal({
  template,
  onClose,
}: {
  template: Template | null;
  onClose: () => void;
}) {
  return (
    <FormModal
      opened={template !== null}
      onClose={onClose}
      title={`Template options: ${template?.Name ?? ''}`}
    >
      {template ? <OptionsForm template={template} onClose={onClose} /> : null}
    </FormModal>
  );
}

function OptionsForm({ template, onClose }: { template: Template; onClose: () => void }) {
  const client = useQueryClient();
  const initialValues: OptionValues = {
    IsColor: template.IsColor,
    IsDoubleSided: template.IsDoubleSided,
    MailroomDeliveryOption: String(template.MailroomDeliveryOption),
    IncludeReturnEnvelope: template.IncludeReturnEnvelope,
    PrepaidReturnPostage: template.PrepaidReturnPostage,
  };
  const form = useContractForm({
    initialValues,
    schema: Save.body,
    toBody: (values: OptionValues) => ({
      Template: {
        TopsTemplateId: template.TopsTemplateId,
        ...normalizeTemplateOptions({
          ...values,
          MailroomDeliveryOption: Number(values.MailroomDeliveryOption),
        }),
      },
    }),
  });
  const save = useMutation({
    mutationFn: (body: RequestOf<typeof Save>['body']) => api.call(Save, { body }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: templatesKey });
      showSuccess('Template options were saved.');
      onClose();
    },
  });
  const envelope = form.values.IncludeReturnEnvelope;
  return (
    <form noValidate onSubmit={form.onSubmit((body) => save.mutate(body))}>
      <Stack gap="sm">
        <Group>
          <Checkbox
            label="Print in colour"
            data-autofocus
            {...form.getInputProps('IsColor', { type: 'checkbox' })}
          />
          <Checkbox
            label="Double-sided"
            {...form.getInputProps('IsDoubleSided', { type: 'checkbox' })}
          />
        </Group>
        <Radio.Group label="Mailroom delivery" {...form.getInputProps('MailroomDeliveryOption')}>
          <Group mt={4}>
            {MailroomDeliveryOptions.map((option) => (
              <Radio
                key={option.OptionId}
                value={String(option.OptionId)}
                label={option.OptionName}
              />
            ))}
          </Group>
        </Radio.Group>
        <Checkbox
          label="Include return envelope"
          {...form.getInputProps('IncludeReturnEnvelope', { type: 'checkbox' })}
          onChange={(event) => {
            const on = event.currentTarget.checked;
            form.setFieldValue('IncludeReturnEnvelope', on);
            if (!on) form.setFieldValue('PrepaidReturnPostage', false);
          }}
        />
        <Checkbox
          label="Prepaid return postage"
          disabled={!envelope}
          ml="lg"
          {...form.getInputProps('PrepaidReturnPostage', { type: 'checkbox' })}
        />
        <ProblemAlert problem={formProblem(form.errors)} />
        <FormActions onCancel={onClose} saving={save.isPending} />
      </Stack>
    </form>
  );
}
