import { contract, type Template } from '@hoa/contract';
import { usesCollectionMergeCodes } from '@hoa/domain';
import { Badge, Button, Group, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { openConfirm } from '../../app/overlays/modals';
import { showSuccess } from '../../app/toasts';
import { MayCall } from '../../widgets/may-call';
import { communityTemplatesQuery, downloadTemplate, templatesKey } from './template-queries';

const T = contract.templates;

export type TemplateDialog = 'preview' | 'options' | 'replace';

/**
 * What can be done with one template, under its row: preview, download, options, replace its
 * document, link it to the community or make it the community's default, remove it. Each
 * action shows only when the caller's claims allow its call.
 */
export function TemplateActions({
  template,
  communityAgentId,
  onOpen,
}: {
  template: Template;
  /** The community whose links and defaults are shown; undefined on the company list. */
  communityAgentId: number | undefined;
  onOpen: (dialog: TemplateDialog, template: Template) => void;
}) {
  const client = useQueryClient();
  const changed = () => client.invalidateQueries({ queryKey: templatesKey });
  const download = useMutation({ mutationFn: () => downloadTemplate(template) });
  const link = useMutation({
    mutationFn: async ({ community, on }: { community: number; on: boolean }) => {
      // The call sets the whole list of company templates the community uses.
      const usable = await client.fetchQuery({
        ...communityTemplatesQuery(community),
        staleTime: 0,
      });
      const linked = usable.filter((t) => !t.IsSystem).map((t) => t.TopsTemplateId);
      const templateIds = on
        ? [...new Set([...linked, template.TopsTemplateId])]
        : linked.filter((id) => id !== template.TopsTemplateId);
      return api.call(T.LinkTemplateToCommunity, {
        body: { templateIds, communityAgentId: community },
      });
    },
    onSuccess: async (_, { on }) => {
      await changed();
      showSuccess(
        on ? `${template.Name} is linked to the community.` : `${template.Name} is unlinked.`,
      );
    },
  });
  const makeDefault = useMutation({
    mutationFn: (community: number) =>
      api.call(contract.communityDefaultTemplates.SaveCommunityDefaultTemplate, {
        body: { communityAgentId: community, topsTemplateId: template.TopsTemplateId },
      }),
    onSuccess: async () => {
      await changed();
      showSuccess(
        `${template.Name} is the community’s default ${template.TemplateTypeName} template.`,
      );
    },
  });
  const remove = useMutation({
    mutationFn: () => api.call(T.RemoveTemplate, { params: { id: template.TopsTemplateId } }),
    onSuccess: async () => {
      await changed();
      showSuccess(`${template.Name} was removed.`);
    },
  });
  const company = !template.IsSystem;
  return (
    <Group gap={6} py={6} px="xs" wrap="wrap" bg="var(--mantine-color-gray-0)">
      <MayCall calls={T.PreviewTemplate}>
        <Button size="compact-xs" onClick={() => onOpen('preview', template)}>
          Preview
        </Button>
      </MayCall>
      <MayCall calls={T.DownloadTemplate}>
        <Button
          size="compact-xs"
          variant="default"
          loading={download.isPending}
          onClick={() => download.mutate()}
        >
          Download .docx
        </Button>
      </MayCall>
      <MayCall calls={T.SaveTemplateOptions}>
        <Button size="compact-xs" variant="default" onClick={() => onOpen('options', template)}>
          Options
        </Button>
      </MayCall>
      {company ? (
        <MayCall calls={T.UpdateAndReplaceTemplate}>
          <Button size="compact-xs" variant="default" onClick={() => onOpen('replace', template)}>
            Replace document
          </Button>
        </MayCall>
      ) : null}
      {communityAgentId !== undefined && company ? (
        <MayCall calls={T.LinkTemplateToCommunity}>
          <Button
            size="compact-xs"
            variant="default"
            loading={link.isPending}
            onClick={() => link.mutate({ community: communityAgentId, on: !template.IsLinked })}
          >
            {template.IsLinked ? 'Unlink from community' : 'Link to community'}
          </Button>
        </MayCall>
      ) : null}
      {communityAgentId !== undefined &&
      !template.IsDefault &&
      !usesCollectionMergeCodes(template.MergeCodes) ? (
        <MayCall calls={contract.communityDefaultTemplates.SaveCommunityDefaultTemplate}>
          <Button
            size="compact-xs"
            variant="default"
            loading={makeDefault.isPending}
            onClick={() => makeDefault.mutate(communityAgentId)}
          >
            Make default
          </Button>
        </MayCall>
      ) : null}
      {company ? (
        <MayCall calls={T.RemoveTemplate}>
          <Button
            size="compact-xs"
            variant="subtle"
            color="red"
            loading={remove.isPending}
            onClick={() =>
              openConfirm({
                title: 'Remove template',
                message: `Remove the template “${template.Name}”? Letters already sent with it stay on their owners’ profiles.`,
                confirmLabel: 'Remove',
                danger: true,
                onConfirm: () => remove.mutate(),
              })
            }
          >
            Remove
          </Button>
        </MayCall>
      ) : null}
      <Group gap={4} ml="auto" wrap="wrap">
        <Text size="xs" c="dimmed">
          {template.MergeCodes.length === 0 ? 'No merge codes' : 'Uses'}
        </Text>
        {template.MergeCodes.map((code) => (
          <Badge key={code} size="xs" variant="outline" tt="none" ff="monospace">
            {`{${code}}`}
          </Badge>
        ))}
      </Group>
    </Group>
  );
}
