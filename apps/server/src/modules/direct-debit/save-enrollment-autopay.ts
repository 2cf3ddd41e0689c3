import type { directDebit, InputOf } from '@hoa/contract';
import { requireClaim } from '../../http/access';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { enrollmentById, requireActiveEnrollment } from './enrollments';
import { saveAutopayChoice } from './save-bank-account';

type Input = InputOf<typeof directDebit.SaveEnrollmentAutopay>['body'];

/**
 * Staff turn an enrolled owner's autopay on or off, or change its cap and past-due choice, with the
 * right that enrols owners (arownerpayments create): the bank details and prenote stay; off, the
 * owner stays enrolled and the next run debits the whole balance. An enrolment of another company
 * or an ended one is not found.
 */
export async function saveEnrollmentAutopay(ctx: RequestContext, { body }: { body: Input }) {
  requireClaim(ctx, 'arownerpayments', 'create');
  await requireActiveEnrollment(ctx, body.DirectDebitEnrollmentId);
  const saved = await saveAutopayChoice(ctx.tx, body.DirectDebitEnrollmentId, {
    isAutopay: body.IsAutopay,
    capCents: body.AutopayCapCents,
    payPastDueNext: body.PayPastDueNext,
  });
  if (!saved) throw notFound();
  return enrollmentById(ctx.tx, body.DirectDebitEnrollmentId);
}
