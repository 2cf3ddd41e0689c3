import { contract } from '@hoa/contract';
import { takesOneTimePayments } from '@hoa/domain';
import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { MayCall } from '../../widgets/may-call';
import { openOneTimePaymentDrawer, type OneTimePaymentTarget } from './one-time-payment-drawer';
import { paymentPlatformStatusQuery } from './owner-payments-queries';

const C = contract.ownerPayments;
const drawerCalls = [
  C.GetPaymentPlatformStatus,
  C.GetPaymentOptions,
  C.AddBankAccount,
  C.AddCard,
  C.MakeOneTimePayment,
] as const;

/**
 * "One-time payment" on a property or its primary owner (spec 3 §6): shown to a user with create
 * access to arprocesspayments when the community's payment platform status is 2 (Active) and
 * there is a primary owner to pay, as the server takes it.
 */
export function OneTimePaymentButton({
  compact = false,
  ...target
}: OneTimePaymentTarget & { compact?: boolean }) {
  return (
    <MayCall calls={drawerCalls}>
      <WhenPlatformActive target={target} compact={compact} />
    </MayCall>
  );
}

function WhenPlatformActive({
  target,
  compact,
}: {
  target: OneTimePaymentTarget;
  compact: boolean;
}) {
  const status = useQuery(paymentPlatformStatusQuery(target.agentId));
  if (
    !status.data ||
    status.data.PrimaryOwnerAgentId === null ||
    !takesOneTimePayments(status.data.PaymentPlatformStatusId)
  )
    return null;
  return (
    <Button
      size={compact ? 'compact-sm' : 'sm'}
      onClick={() => {
        openOneTimePaymentDrawer(target);
      }}
    >
      One-time payment
    </Button>
  );
}
