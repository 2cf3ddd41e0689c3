import { contract, type RequestOf } from '@hoa/contract';
import { Button, Group, Paper, Stack } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { showErrorOr } from '../../app/toasts';
import { formProblem, useContractForm } from '../../widgets/contract-form';
import { MayCall } from '../../widgets/may-call';
import { PageHeader } from '../../widgets/page-header';
import { ProblemAlert } from '../../widgets/problem-alert';
import {
  GeneralRequestFields,
  generalRequestFacts,
  generalRequestRules,
  generalRequestValues,
  type GeneralRequestValues,
} from './general-request-fields';
import { refreshGeneralRequests } from './general-requests-queries';

const Create = contract.generalRequests.Create;

/** Add general request: an owner's question or report that is not a repair, then its view. */
export function AddGeneralRequestPage() {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const client = useQueryClient();
  const go = useGo();
  const form = useContractForm({
    initialValues: generalRequestValues(),
    schema: Create.body,
    toBody: (values: GeneralRequestValues) => ({
      CommunityAgentId: communityAgentId,
      ...generalRequestFacts(values),
    }),
    rules: generalRequestRules,
  });
  const add = useMutation({
    mutationFn: (body: RequestOf<typeof Create>['body']) => api.call(Create, { body }),
    onError: (error) => showErrorOr(error, 'The general request was not recorded.'),
    onSuccess: async (graph) => {
      await refreshGeneralRequests(client);
      await go(
        buildRoute(SiteMap.ticketView, { communityAgentId, itemId: graph.Request.TopsItemId }),
      );
    },
  });
  return (
    <>
      <PageHeader title="Add general request" subtitle={community.DisplayName} />
      <Paper withBorder p="sm" maw={620}>
        <form noValidate onSubmit={form.onSubmit((body) => add.mutate(body))}>
          <Stack gap="xs">
            <GeneralRequestFields form={form} communityAgentId={communityAgentId} />
            <ProblemAlert problem={formProblem(form.errors)} />
            <Group justify="flex-end">
              <MayCall calls={Create}>
                <Button type="submit" loading={add.isPending}>
                  Add general request
                </Button>
              </MayCall>
            </Group>
          </Stack>
        </form>
      </Paper>
    </>
  );
}
