import { contract, type RequestOf, type Template } from '@hoa/contract';
import { DeliveryMethodId, MessageBatchMessages, TemplateTypeId } from '@hoa/domain';
import { Checkbox, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { useMayCall } from '../../app/auth/claim-access';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useContractForm } from '../../widgets/contract-form';
import { LoadError } from '../../widgets/load-error';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { communityTemplatesQuery } from '../templates';
import { AttachmentsBatchForm, type FilesSource } from './attachments-batch-form';
import {
  addressesOf,
  addressesProblem,
  BatchMessageFields,
  templateOptions,
  type BatchMessageValues,
} from './batch-fields';
import { NewBatchLayout, SummaryToField, useOpenAccrued } from './new-batch-layout';

const Accrue = contract.messageBatches.AccrueMessageBatch;
interface NewBatchValues extends BatchMessageValues {
  /** Addresses that get a summary of the batch, separated by commas or spaces. */
  summaryEmails: string;
  ownerAgentIds: number[];
  isGeneratingLettersForAllPrimaryOwnerAddresses: boolean;
  isGeneratingLettersForAllOwnersInProperty: boolean;
  isGeneratingLettersForCurrentRenterAtMailingAddress: boolean;
}

/** The letters a batch may add to each owner's own (LetterScope), as the form offers them. */
const scopeChoices = [
  ['isGeneratingLettersForAllPrimaryOwnerAddresses', 'Each other address of the owner'],
  ['isGeneratingLettersForAllOwnersInProperty', 'Each other owner of the property'],
  ['isGeneratingLettersForCurrentRenterAtMailingAddress', 'The current renter (a copy)'],
] as const;

type Kind = 'letter' | FilesSource;

/**
 * A new message batch (spec 3 'Message batch recipient selection'): letters of a community
 * template (how they are delivered, the subject and email text, the owners they go to), or files
 * already attached to the community's profile or to one of its bank accounts, by email. Accrue
 * makes the batch and opens its editor. Bank account files are offered to a user who may read
 * bank accounts.
 */
export function NewBatchPage() {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const [kind, setKind] = useState<Kind>('letter');
  const banks = useMayCall(contract.banks.GetAgentBanksByCommunity);
  const kinds = [
    { value: 'letter', label: 'Letters' },
    { value: 'community', label: 'Community files' },
    ...(banks ? [{ value: 'bank', label: 'Bank account files' }] : []),
  ];
  return (
    <>
      <PageHeader
        title="New message batch"
        subtitle={community.DisplayName}
        actions={
          <SegmentedControl
            size="xs"
            aria-label="What the batch sends"
            data={kinds}
            value={kind}
            onChange={(value) => setKind(value as Kind)}
          />
        }
      />
      {kind === 'letter' ? (
        <LetterBatch communityAgentId={communityAgentId} />
      ) : (
        <AttachmentsBatchForm key={kind} communityAgentId={communityAgentId} source={kind} />
      )}
    </>
  );
}

function LetterBatch({ communityAgentId }: { communityAgentId: number }) {
  const templates = useQuery(communityTemplatesQuery(communityAgentId, TemplateTypeId.Letter));
  return (
    <>
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
  const opened = useOpenAccrued(communityAgentId);
  const initialValues: NewBatchValues = {
    // The community's default letter comes first.
    topsTemplateId: templates[0] ? String(templates[0].TopsTemplateId) : null,
    deliveryMethodId: String(DeliveryMethodId.Print),
    subject: '',
    body: '',
    summaryEmails: '',
    ownerAgentIds: [],
    isGeneratingLettersForAllPrimaryOwnerAddresses: false,
    isGeneratingLettersForAllOwnersInProperty: false,
    isGeneratingLettersForCurrentRenterAtMailingAddress: false,
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
      isGeneratingLettersForAllPrimaryOwnerAddresses:
        values.isGeneratingLettersForAllPrimaryOwnerAddresses,
      isGeneratingLettersForAllOwnersInProperty: values.isGeneratingLettersForAllOwnersInProperty,
      isGeneratingLettersForCurrentRenterAtMailingAddress:
        values.isGeneratingLettersForCurrentRenterAtMailingAddress,
    }),
    rules: (values: NewBatchValues) => ({
      topsTemplateId: values.topsTemplateId === null ? MessageBatchMessages.templateRequired : null,
      ownerAgentIds: values.ownerAgentIds.length === 0 ? MessageBatchMessages.noRecipients : null,
      summaryEmails: addressesProblem(values.summaryEmails),
    }),
    fieldOf: { summaryEmailAddresses: 'summaryEmails' },
  });
  const accrue = useMutation({
    mutationFn: (body: RequestOf<typeof Accrue>['body']) => api.call(Accrue, { body }),
    onSuccess: opened,
  });
  return (
    <NewBatchLayout
      communityAgentId={communityAgentId}
      form={form}
      onSubmit={form.onSubmit((body) => accrue.mutate(body))}
      calls={Accrue}
      accruing={accrue.isPending}
    >
      <BatchMessageFields form={form} templates={templateOptions(templates, false)} />
      <SummaryToField {...form.getInputProps('summaryEmails')} />
      <Stack gap={4} role="group" aria-labelledby="scope-label">
        <Text size="sm" fw={500} id="scope-label">
          Also a letter to
        </Text>
        {scopeChoices.map(([field, label]) => (
          <Checkbox
            key={field}
            size="xs"
            label={label}
            {...form.getInputProps(field, { type: 'checkbox' })}
          />
        ))}
      </Stack>
    </NewBatchLayout>
  );
}
