import { contract, type RequestOf } from '@hoa/contract';
import { Alert, Button, Group, Paper, Stack } from '@mantine/core';
import { useSearch } from '@tanstack/react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../app/api';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { showErrorOr } from '../../app/toasts';
import { formProblem, useContractForm } from '../../widgets/contract-form';
import { MayCall } from '../../widgets/may-call';
import { PageHeader } from '../../widgets/page-header';
import { ProblemAlert } from '../../widgets/problem-alert';
import { InsuranceOverrideField, insuranceRefusal } from './insurance-override';
import {
  WorkOrderFields,
  workOrderFacts,
  workOrderRules,
  workOrderValues,
  type WorkOrderValues,
} from './work-order-fields';
import { refreshWorkOrders, workOrderSettingsQuery } from './work-orders-queries';

const Create = contract.workOrders.Create;

/**
 * Add work order: code, where, days, issued to a vendor or a user, assignee; then its view.
 * Converting a service request (?serviceRequestId=), what is left empty comes from the request.
 * A vendor whose insurance expired asks for an override reason, recorded with the work order.
 */
export function AddWorkOrderPage() {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  // The service request being converted (?serviceRequestId= of the route), if any.
  const serviceRequestId = useSearch({ strict: false }).serviceRequestId ?? null;
  const client = useQueryClient();
  const go = useGo();
  const [insurance, setInsurance] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const settings = useQuery(workOrderSettingsQuery(communityAgentId));
  const converting = serviceRequestId !== null;
  const form = useContractForm({
    initialValues: workOrderValues(),
    schema: Create.body,
    toBody: (values: WorkOrderValues) => {
      const facts = workOrderFacts(values);
      const given = <T,>(value: T | null) => (converting && value === null ? undefined : value);
      return {
        CommunityAgentId: communityAgentId,
        ...facts,
        CodeDetail: {
          ...facts.CodeDetail,
          CodeDescription:
            converting && values.CodeDescription.trim() === ''
              ? undefined
              : facts.CodeDetail.CodeDescription,
        },
        PropertyAgentId: given(facts.PropertyAgentId),
        AmenityAgentId: given(facts.AmenityAgentId),
        JobLocation: given(facts.JobLocation),
        ServiceRequestId: serviceRequestId,
        InsuranceOverrideReason: insurance === null ? null : reason,
      };
    },
    rules: (values: WorkOrderValues) =>
      converting ? { TargetDate: workOrderRules(values).TargetDate } : workOrderRules(values),
  });
  // The community's defaults: its code (with its detail), assignee and target days.
  const defaults = settings.data;
  useEffect(() => {
    if (!defaults || form.isDirty()) return;
    const values = form.getValues();
    form.setValues({
      TopsCodeId: defaults.DefaultCodeId === null ? null : String(defaults.DefaultCodeId),
      AssignedUserId:
        defaults.DefaultAssignedUserId === null ? null : String(defaults.DefaultAssignedUserId),
      TargetDate:
        defaults.DefaultTargetDays === null || values.PostEventDate === null
          ? null
          : new Date(
              Date.parse(`${values.PostEventDate}T00:00:00Z`) +
                defaults.DefaultTargetDays * 86_400_000,
            )
              .toISOString()
              .slice(0, 10),
    });
    form.resetDirty();
    // Once, when the settings arrive.
  }, [defaults]);
  const add = useMutation({
    mutationFn: (body: RequestOf<typeof Create>['body']) => api.call(Create, { body }),
    onError: (error) => {
      const refusal = insuranceRefusal(error);
      if (refusal !== null) setInsurance(refusal);
      else showErrorOr(error, 'The work order was not recorded.');
    },
    onSuccess: async (graph) => {
      await refreshWorkOrders(client);
      await go(
        buildRoute(SiteMap.workOrderView, {
          communityAgentId,
          parentView: 'work-orders',
          itemId: graph.WorkOrder.TopsItemId,
        }),
      );
    },
  });
  return (
    <>
      <PageHeader title="Add work order" subtitle={community.DisplayName} />
      <Paper withBorder p="sm" maw={620}>
        <form noValidate onSubmit={form.onSubmit((body) => add.mutate(body))}>
          <Stack gap="xs">
            {converting ? (
              <Alert color="gray" data-testid="converting">
                {`Converting service request #${String(serviceRequestId)}: its property, job location and description are used where left empty.`}
              </Alert>
            ) : null}
            <WorkOrderFields form={form} communityAgentId={communityAgentId} />
            {insurance !== null ? (
              <InsuranceOverrideField message={insurance} reason={reason} onReason={setReason} />
            ) : null}
            <ProblemAlert problem={formProblem(form.errors)} />
            <Group justify="flex-end">
              <MayCall calls={Create}>
                <Button
                  type="submit"
                  loading={add.isPending}
                  disabled={insurance !== null && reason.trim() === ''}
                >
                  {insurance === null ? 'Add work order' : 'Issue with override'}
                </Button>
              </MayCall>
            </Group>
          </Stack>
        </form>
      </Paper>
    </>
  );
}
