import { contract, type AgentAttachment } from '@hoa/contract';
import { ProfileMessages as M } from '@hoa/domain';
import { Button, Image, Loader, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { openModal } from '../../app/overlays/modals';
import { showSuccess } from '../../app/toasts';
import { useBlobUrl } from '../../widgets/attachment-gallery';
import { LoadError } from '../../widgets/load-error';
import { profilesKey } from '../../widgets/agent-card';

const isImage = (attachment: AgentAttachment) =>
  attachment.PreviewUrl !== null && attachment.ContentType.startsWith('image/');

function ImageChoice({ attachment, onPick }: { attachment: AgentAttachment; onPick: () => void }) {
  const preview = useBlobUrl(attachment.PreviewUrl);
  return (
    <UnstyledButton
      onClick={onPick}
      aria-label={`Use ${attachment.AttachmentDisplayName} as the profile picture`}
    >
      {preview.status === 'ready' ? (
        <Image src={preview.url} h={96} w={96} fit="cover" radius="sm" alt="" />
      ) : (
        <Loader size="sm" />
      )}
      <Text size="xs" truncate w={96}>
        {attachment.AttachmentDisplayName}
      </Text>
    </UnstyledButton>
  );
}

function PicturePicker({ agentId, onDone }: { agentId: number; onDone: () => void }) {
  const queryClient = useQueryClient();
  const attachments = useQuery({
    queryKey: [...profilesKey, 'images', agentId],
    queryFn: () => api.call(contract.attachments.GetAgentAttachments, { query: { agentId } }),
  });
  const set = useMutation({
    mutationFn: (attachmentId: number) =>
      api.call(contract.crm.SetAgentProfilePicture, { query: { agentId, attachmentId } }),
    onSuccess: async () => {
      showSuccess(M.profilePictureSet);
      onDone();
      await queryClient.invalidateQueries({ queryKey: profilesKey });
    },
  });
  if (attachments.isError) return <LoadError error={attachments.error} />;
  if (!attachments.data) return <Loader size="sm" />;
  const images = attachments.data.filter(isImage);
  if (images.length === 0) {
    return <Text size="sm">No images are attached to this profile. Attach one first.</Text>;
  }
  return (
    <SimpleGrid cols={4} spacing="sm">
      {images.map((image) => (
        <ImageChoice
          key={image.TopsAgentAttachmentId}
          attachment={image}
          onPick={() => {
            set.mutate(image.TopsAttachmentId);
          }}
        />
      ))}
    </SimpleGrid>
  );
}

/** Chooses one of the profile's image attachments as its profile picture. */
export function ProfilePictureButton({ agentId }: { agentId: number }) {
  return (
    <Button
      variant="default"
      onClick={() => {
        const id = openModal({
          title: 'Profile picture',
          children: (
            <PicturePicker
              agentId={agentId}
              onDone={() => {
                modals.close(id);
              }}
            />
          ),
        });
      }}
    >
      Profile picture
    </Button>
  );
}
