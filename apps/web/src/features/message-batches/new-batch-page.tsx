import { contract, type RequestOf, type Template } from '@hoa/contract';
import { DeliveryMethodId, emailProblem, MessageBatchMessages, TemplateTypeId } from '@hoa/domain';
import { Button, Group, Paper, Stack, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../app/api';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { formProblem, useContractForm } from '../../widgets/contract-form';
import { LoadError } from '../../widgets/load-error';
import { MayCall } from '../../widgets/may-call';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { ProblemAlert } from '../../widgets/problem-alert';
import { communityTemplatesQuery } from '../templates';
import {
  BatchMessageFields,
  templateOptions,
  templateRequired,
  type BatchMessageValues,
} from './batch-fields';
import { batchesKey, communityOwnersQuery } from './batch-queries';
import { OwnerSelection } from './owner-selection';

const Accrue = contract.messageBatches.AccrueMessageBatch;
interface NewBatchValues extends BatchMessageValues {
  /** Addresses that get a summary of the batch, separated by commas or spaces. */
  summaryEmails: string;
  ownerAgentIds: number[];
}

const addressesOf = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

/**
 * A new letter batch (spec 3 'Message batch recipient selection'): a template of the community,
 * how it is delivered, the subject and email text, and the owners it goes to; Accrue makes the
 * batch and opens its editor.
 */
export function NewBatchPage() {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const templates = useQuery(communityTemplatesQuery(communityAgentId, TemplateTypeId.Letter));
  return (
    <>
      <PageHeader title="New letter batch" subtitle={community.DisplayName} />
      {templates.isError ? <LoadError error={templates.error} /> : null}
      {templates.data ? (
        <NewBatchForm communityAgentId={communityAgentId} templates={templates.data} />
      ) : templates.isPending ? (
        <PageLoader />
      ) : null}
    </>
  );
}

function NewBatchForm({
  communityAgentId,
  templates,
}: {
  communityAgentId: number;
  templates: readonly Template[];
}) {
  const go = useGo();
  const client = useQueryClient();
  const owners = useQuery(communityOwnersQuery(communityAgentId));
  const initialValues: NewBatchValues = {
    // The community's default letter comes first.
    topsTemplateId: templates[0] ? String(templates[0].TopsTemplateId) : null,
    deliveryMethodId: String(DeliveryMethodId.Print),
    subject: '',
    body: '',
    summaryEmails: '',
    ownerAgentIds: [],
  };
  const form = useContractForm({
    initialValues,
    schema: Accrue.body,
    toBody: (values: NewBatchValues) => ({
      communityAgentId,
      topsTemplateId: Number(values.topsTemplateId),
      deliveryMethodId: Number(values.deliveryMethodId),
      ownerAgentIds: values.ownerAgentIds,
      subject: values.subject,
      body: values.body,
      summaryEmailAddresses: addressesOf(values.summaryEmails),
    }),
    rules: (values: NewBatchValues) => ({
      topsTemplateId: values.topsTemplateId === null ? templateRequired : null,
      ownerAgentIds: values.ownerAgentIds.length === 0 ? MessageBatchMessages.noRecipients : null,
      summaryEmails:
        addressesOf(values.summaryEmails)
          .map(emailProblem)
          .find((problem) => problem !== null) ?? null,
    }),
    fieldOf: { summaryEmailAddresses: 'summaryEmails' },
  });
  const accrue = useMutation({
    mutationFn: (body: RequestOf<typeof Accrue>['body']) => api.call(Accrue, { body }),
    onSuccess: async (made) => {
      await client.invalidateQueries({ queryKey: batchesKey });
      await go(
        buildRoute(SiteMap.messageBatchEditor, {
          communityAgentId,
          messageBatchItemId: made.TopsItemId,
        }),
      );
    },
  });
  const selected = useMemo(() => new Set(form.values.ownerAgentIds), [form.values.ownerAgentIds]);
  const ownersError = form.errors.ownerAgentIds;
  return (
    <Group align="flex-start" gap="sm" wrap="nowrap">
      <Paper withBorder p="sm" w={380} style={{ flexShrink: 0 }}>
        {/* The owners' filter stays outside the form: Enter there does not accrue. */}
        <form noValidate onSubmit={form.onSubmit((body) => accrue.mutate(body))}>
          <Stack gap="xs">
            <BatchMessageFields form={form} templates={templateOptions(templates, false)} />
            <TextInput
              label="Summary to"
              description="Email addresses that get a summary once the batch is sent."
              placeholder="manager@example.com"
              size="sm"
              {...form.getInputProps('summaryEmails')}
            />
            <ProblemAlert problem={formProblem(form.errors)} />
            <Group justify="flex-end" mt={4}>
              <MayCall calls={Accrue}>
                <Button type="submit" loading={accrue.isPending}>
                  Accrue batch
                </Button>
              </MayCall>
            </Group>
          </Stack>
        </form>
      </Paper>
      <div style={{ flex: 1, minWidth: 0 }}>
        {owners.isError ? <LoadError error={owners.error} /> : null}
        <OwnerSelection
          owners={owners.data ?? []}
          loading={owners.isPending}
          selected={selected}
          onChange={(ids) => {
            form.setFieldValue('ownerAgentIds', ids);
            form.clearFieldError('ownerAgentIds');
          }}
          error={typeof ownersError === 'string' ? ownersError : null}
        />
      </div>
    </Group>
  );
}
