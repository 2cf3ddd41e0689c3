import { contract } from '@hoa/contract';
import { initialsOf } from '@hoa/domain';
import { Avatar, type MantineSize } from '@mantine/core';
import { useBlobUrl } from '../attachment-gallery';

// A few calm colours, chosen by agent type so kinds are told apart at a glance.
const palette = ['indigo', 'teal', 'grape', 'orange', 'cyan', 'pink', 'lime', 'blue'] as const;

interface AgentAvatarProps {
  displayName: string;
  agentTypeId: number;
  /** The profile picture; without one the avatar shows the initials. */
  pictureAttachmentId?: number | null;
  size?: MantineSize | number;
}

/** The agent's thumbnail: its profile picture, else its initials on the colour of its kind. */
export function AgentAvatar({
  displayName,
  agentTypeId,
  pictureAttachmentId,
  size = 'md',
}: AgentAvatarProps) {
  const picture = useBlobUrl(
    pictureAttachmentId
      ? contract.attachments.Preview.path.replace(':id', String(pictureAttachmentId))
      : null,
  );
  return (
    <Avatar
      size={size}
      radius="xl"
      color={palette[agentTypeId % palette.length]}
      src={pictureAttachmentId && picture.status === 'ready' ? picture.url : null}
      alt={pictureAttachmentId ? `${displayName} profile picture` : undefined}
      aria-hidden={pictureAttachmentId ? undefined : true}
    >
      {initialsOf(displayName) || '?'}
    </Avatar>
  );
}
