import { contract, type RequestOf } from '@hoa/contract';
import { Button, FileInput, Group, Paper, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { showErrorOr, showWarning } from '../../app/toasts';
import { formProblem, useContractForm } from '../../widgets/contract-form';
import { LoadError } from '../../widgets/load-error';
import { MayCall } from '../../widgets/may-call';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { ProblemAlert } from '../../widgets/problem-alert';
import { uploadFile } from '../../widgets/upload-file';
import {
  ApproverFields,
  newRequestValues,
  RequestFactFields,
  requestBody,
  requestRules,
  type ArchitecturalRequestValues,
  type RequiredCounts,
} from './architectural-request-fields';
import { arcSettingsQuery, refreshArchitecturalRequests } from './architectural-requests-queries';

const Create = contract.architecturalRequests.Create;
const uploadFailed = 'The architectural request was recorded, but a file could not be uploaded.';

/** A file of the request (the owner's plans, photos), uploaded once the request exists. */
export function uploadRequestFile(itemId: number, file: File) {
  return uploadFile(
    contract.attachments.CreateItemAgentAttachmentByItem.path,
    { TopsItemId: itemId },
    file,
    uploadFailed,
  );
}

/**
 * Add architectural request: the property, the architectural code, what the owner asks, the day it
 * was received, the approvers and the counts required (the community's settings by default), and
 * its files; opens the new request.
 */
export function AddArchitecturalRequestPage() {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const settings = useQuery(arcSettingsQuery(communityAgentId));
  return (
    <>
      <PageHeader title="Add architectural request" subtitle={community.DisplayName} />
      {settings.isError ? (
        <LoadError error={settings.error} />
      ) : settings.data ? (
        <AddForm communityAgentId={communityAgentId} defaults={settings.data} />
      ) : (
        <PageLoader />
      )}
    </>
  );
}

function AddForm({
  communityAgentId,
  defaults,
}: {
  communityAgentId: number;
  defaults: RequiredCounts;
}) {
  const client = useQueryClient();
  const go = useGo();
  const [files, setFiles] = useState<File[]>([]);
  const form = useContractForm({
    initialValues: newRequestValues(defaults),
    schema: Create.body,
    toBody: (values: ArchitecturalRequestValues) => ({
      CommunityAgentId: communityAgentId,
      ...requestBody(values),
    }),
    rules: requestRules,
  });
  const add = useMutation({
    mutationFn: async (body: RequestOf<typeof Create>['body']) => {
      const made = await api.call(Create, { body });
      const itemId = made.Request.TopsItemId;
      try {
        for (const file of files) await uploadRequestFile(itemId, file);
      } catch {
        showWarning(uploadFailed);
      }
      return itemId;
    },
    onError: (error) => showErrorOr(error, 'The architectural request was not recorded.'),
    onSuccess: async (itemId) => {
      await refreshArchitecturalRequests(client);
      await go(buildRoute(SiteMap.architecturalRequestView, { communityAgentId, itemId }));
    },
  });
  return (
    <Paper withBorder p="sm" maw={680}>
      <form noValidate onSubmit={form.onSubmit((body) => add.mutate(body))}>
        <Stack gap="sm">
          <RequestFactFields form={form} communityAgentId={communityAgentId} />
          <ApproverFields form={form} communityAgentId={communityAgentId} />
          <FileInput
            label="Attachments"
            description="Plans, drawings or photos; uploaded with the request"
            placeholder="Choose files"
            multiple
            clearable
            value={files}
            onChange={setFiles}
          />
          {files.length > 0 ? (
            <Text size="xs" c="dimmed">
              {files.map((f) => f.name).join(', ')}
            </Text>
          ) : null}
          <ProblemAlert problem={formProblem(form.errors)} />
          <Group justify="flex-end">
            <MayCall calls={Create}>
              <Button type="submit" loading={add.isPending}>
                Add architectural request
              </Button>
            </MayCall>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
