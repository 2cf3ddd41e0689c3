import { contract, type RequestOf, type WorkOrder } from '@hoa/contract';
import { Stack } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { showErrorOr } from '../../app/toasts';
import { formProblem, useContractForm } from '../../widgets/contract-form';
import { FormActions, FormModal } from '../../widgets/form-modal';
import { ProblemAlert } from '../../widgets/problem-alert';
import { InsuranceOverrideField, insuranceRefusal } from './insurance-override';
import {
  WorkOrderFields,
  workOrderFacts,
  workOrderRules,
  workOrderValues,
  type WorkOrderValues,
} from './work-order-fields';
import { refreshWorkOrders } from './work-orders-queries';

const Update = contract.workOrders.Update;

/** Edit an open work order (a changed code asks which descriptions it overwrites). */
export function EditWorkOrderModal({
  order,
  opened,
  onClose,
}: {
  order: WorkOrder;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <FormModal opened={opened} onClose={onClose} title="Edit work order" size="lg">
      <EditForm order={order} onClose={onClose} />
    </FormModal>
  );
}

function EditForm({ order, onClose }: { order: WorkOrder; onClose: () => void }) {
  const client = useQueryClient();
  const [insurance, setInsurance] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const form = useContractForm({
    initialValues: workOrderValues(order),
    schema: Update.body,
    toBody: (values: WorkOrderValues) => ({
      TopsItemId: order.TopsItemId,
      ...workOrderFacts(values),
      OwnerAgentId: values.PropertyAgentId === order.PropertyAgentId ? order.OwnerAgentId : null,
      InsuranceOverrideReason: insurance === null ? null : reason,
    }),
    rules: workOrderRules,
  });
  const save = useMutation({
    mutationFn: (body: RequestOf<typeof Update>['body']) => api.call(Update, { body }),
    onError: (error) => {
      const refusal = insuranceRefusal(error);
      if (refusal !== null) setInsurance(refusal);
      else showErrorOr(error, 'The work order was not saved.');
    },
    onSuccess: async () => {
      await refreshWorkOrders(client);
      onClose();
    },
  });
  return (
    <form noValidate onSubmit={form.onSubmit((body) => save.mutate(body))}>
      <Stack gap="xs">
        <WorkOrderFields
          form={form}
          communityAgentId={order.CommunityAgentId}
          existing
          propertyName={order.PropertyName ?? undefined}
        />
        {insurance !== null ? (
          <InsuranceOverrideField message={insurance} reason={reason} onReason={setReason} />
        ) : null}
        <ProblemAlert problem={formProblem(form.errors)} />
        <FormActions onCancel={onClose} saving={save.isPending} />
      </Stack>
    </form>
  );
}
