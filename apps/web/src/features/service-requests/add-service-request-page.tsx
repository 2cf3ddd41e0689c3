import { contract, type RequestOf } from '@hoa/contract';
import { ServiceRequestMessages } from '@hoa/domain';
import { Button, FileInput, Group, Paper, Stack } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { showErrorOr, showWarning } from '../../app/toasts';
import { formProblem, useContractForm } from '../../widgets/contract-form';
import { MayCall } from '../../widgets/may-call';
import { PageHeader } from '../../widgets/page-header';
import { ProblemAlert } from '../../widgets/problem-alert';
import {
  ServiceRequestFields,
  serviceRequestFacts,
  serviceRequestRules,
  serviceRequestValues,
  type ServiceRequestValues,
} from './service-request-fields';
import { uploadFailed, uploadRequestPhoto } from './service-request-photos';
import { refreshServiceRequests } from './service-requests-queries';

const Create = contract.serviceRequests.Create;

/**
 * Add service request: where the problem is (property/owner, amenity or job location), how it
 * came, what is broken, who handles it and its photos; then its view.
 */
export function AddServiceRequestPage() {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const client = useQueryClient();
  const go = useGo();
  const [photos, setPhotos] = useState<File[]>([]);
  const form = useContractForm({
    initialValues: serviceRequestValues(),
    schema: Create.body,
    toBody: (values: ServiceRequestValues) => ({
      CommunityAgentId: communityAgentId,
      ...serviceRequestFacts(values),
    }),
    rules: serviceRequestRules,
  });
  const add = useMutation({
    mutationFn: async (body: RequestOf<typeof Create>['body']) => {
      const made = await api.call(Create, { body });
      const itemId = made.Request.TopsItemId;
      try {
        for (const photo of photos) await uploadRequestPhoto(itemId, photo);
      } catch {
        showWarning(uploadFailed);
      }
      return itemId;
    },
    onError: (error) => showErrorOr(error, ServiceRequestMessages.failed),
    onSuccess: async (itemId) => {
      await refreshServiceRequests(client);
      await go(
        buildRoute(SiteMap.serviceRequestView, { communityAgentId, parentView: 'list', itemId }),
      );
    },
  });
  return (
    <>
      <PageHeader title="Add service request" subtitle={community.DisplayName} />
      <Paper withBorder p="sm" maw={680}>
        <form noValidate onSubmit={form.onSubmit((body) => add.mutate(body))}>
          <Stack gap="sm">
            <ServiceRequestFields form={form} communityAgentId={communityAgentId} />
            <FileInput
              label="Photos"
              description="Pictures of the problem; uploaded with the request"
              placeholder="Choose files"
              accept="image/*,application/pdf"
              multiple
              clearable
              value={photos}
              onChange={setPhotos}
            />
            <ProblemAlert problem={formProblem(form.errors)} />
            <Group justify="flex-end">
              <MayCall calls={Create}>
                <Button type="submit" loading={add.isPending}>
                  Add service request
                </Button>
              </MayCall>
            </Group>
          </Stack>
        </form>
      </Paper>
    </>
  );
}
