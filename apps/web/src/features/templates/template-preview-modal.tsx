import { contract, type Template } from '@hoa/contract';
import { AgentTypeId } from '@hoa/domain';
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { agentTypeCall, useMayCall } from '../../app/auth/claim-access';
import { PdfFrame } from '../../widgets/pdf-frame';
import { downloadPreviewDocx, previewOwnersQuery, previewPdfQuery } from './template-queries';

/**
 * The template merged for an owner of the community (PreviewTemplate): the sample owner until
 * one is picked, shown as PDF, and the same merge as a Word document to download.
 */
export function TemplatePreviewModal({
  template,
  communityAgentId,
  onClose,
}: {
  template: Template | null;
  communityAgentId: number | null;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={template !== null}
      onClose={onClose}
      title={`Preview: ${template?.Name ?? ''}`}
      size="xl"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {template && communityAgentId !== null ? (
        <Preview template={template} communityAgentId={communityAgentId} />
      ) : (
        <Text c="dimmed">Select a community to preview its owners’ letters.</Text>
      )}
    </Modal>
  );
}

function Preview({ template, communityAgentId }: { template: Template; communityAgentId: number }) {
  const [search, setSearch] = useState('');
  const [owner, setOwner] = useState<{ id: number; name: string } | null>(null);
  const [term] = useDebouncedValue(search, 250);
  // Typing the picked owner's label is not a search.
  const searching = owner !== null && term === owner.name ? '' : term;
  // Picking an owner lists the community's owners (owner read); without it, the sample owner.
  const mayList = useMayCall(
    ...agentTypeCall(contract.portfolio.GetOwnerPortfolio, AgentTypeId.PrimaryOwner, 'read'),
  );
  const owners = useQuery({ ...previewOwnersQuery(communityAgentId, searching), enabled: mayList });
  const options = useMemo(() => {
    const rows = (owners.data?.Results ?? []).map((o) => ({
      value: String(o.TopsAgentId),
      label: o.AccountNumber ? `${o.DisplayName} (${o.AccountNumber})` : o.DisplayName,
    }));
    if (owner && !rows.some((r) => r.value === String(owner.id)))
      rows.unshift({ value: String(owner.id), label: owner.name });
    return rows;
  }, [owners.data, owner]);
  const pdf = useQuery(previewPdfQuery(template, communityAgentId, owner?.id ?? null));
  const word = useMutation({
    mutationFn: () => downloadPreviewDocx(template, communityAgentId, owner?.id ?? null),
  });
  return (
    <Stack gap="sm">
      <Group align="flex-end">
        {mayList ? (
          <Select
            label="Owner"
            placeholder="Sample owner"
            searchable
            clearable
            w={360}
            data={options}
            value={owner ? String(owner.id) : null}
            searchValue={search}
            onSearchChange={setSearch}
            filter={({ options: all }) => all}
            nothingFoundMessage={owners.isFetching ? 'Searching…' : 'No owner matches'}
            onChange={(value, option) =>
              setOwner(value === null ? null : { id: Number(value), name: option.label })
            }
          />
        ) : null}
        {/* Focus starts here, not on the owner search, whose list would cover the preview. */}
        <Button
          variant="default"
          data-autofocus
          loading={word.isPending}
          onClick={() => word.mutate()}
        >
          Download Word
        </Button>
        <Text size="xs" c="dimmed" style={{ flex: 1 }}>
          {owner ? `Merged for ${owner.name}.` : 'Merged with a sample owner’s data.'}
        </Text>
      </Group>
      <PdfFrame title={`Preview of ${template.Name}`} blob={pdf.data} error={pdf.error} />
    </Stack>
  );
}
