import type { InvoiceCard } from '@hoa/contract';
import { whyCannotApprove } from '@hoa/domain';
import { Button, Group, Text } from '@mantine/core';
import { useSession } from '../../app/auth/session';
import { MayCall } from '../../widgets/may-call';
import { actionCall, FilterActions, type CardAction } from './invoice-actions';
import type { ListFilter } from './inbox-queries';

/** Spec 2 §9: due-dated rows orange, rows without default distribution red. */
export function borderColor(card: InvoiceCard): string | undefined {
  if (!card.HasDefaultDistribution) return 'var(--mantine-color-red-6)';
  if (card.IsDueDated) return 'var(--mantine-color-orange-6)';
  return undefined;
}

export function useCardActions(filter: ListFilter, card: InvoiceCard): CardAction[] {
  const session = useSession();
  const board = session.data?.IsBoardMember ?? false;
  return FilterActions[filter].filter((a) => a.show?.(card, board) ?? true);
}

interface CardButtonsProps {
  card: InvoiceCard;
  actions: CardAction[];
  onAction: (action: CardAction) => void;
  onPreview: (card: InvoiceCard) => void;
  onApprovers: (card: InvoiceCard) => void;
}

/** Preview, approvers and the filter's actions of one invoice. */
export function CardButtons({ card, actions, onAction, onPreview, onApprovers }: CardButtonsProps) {
  return (
    <Group gap={4} wrap="nowrap">
      {card.AttachmentId !== null ? (
        <Button size="compact-xs" variant="default" onClick={() => onPreview(card)}>
          PDF
        </Button>
      ) : null}
      {card.ApprovalStatus !== null && card.Approvers.length > 0 ? (
        <Button size="compact-xs" variant="default" onClick={() => onApprovers(card)}>
          Approvers
        </Button>
      ) : null}
      {actions.map((action) => (
        <MayCall key={action.key} calls={actionCall(action)}>
          <Button
            size="compact-xs"
            color={action.tone === 'approve' ? 'green' : 'red'}
            variant="light"
            aria-label={`${action.label} AP ${card.ItemId}`}
            onClick={() => onAction(action)}
          >
            {action.label}
          </Button>
        </MayCall>
      ))}
    </Group>
  );
}

export function approvalText(card: InvoiceCard): string {
  if (card.ApprovalStatus === null) return '';
  const stage = card.ApprovalStatus === 2 ? 'Board' : 'Internal';
  return `${stage} group ${card.Group}: ${card.ApprovalCount} of ${card.RequiredApprovals}`;
}

/** Why the signed-in user cannot approve an invoice in approval, and who can; nothing if they can. */
export function WhyNotApprove({ card }: { card: InvoiceCard }) {
  const session = useSession().data;
  if (!session) return null;
  const why = whyCannotApprove(card, session.UserId, session.IsBoardMember);
  if (why === null) return null;
  return (
    <Text size="xs" c="dimmed" aria-label={`Why you cannot approve AP ${String(card.ItemId)}`}>
      {why}
    </Text>
  );
}
