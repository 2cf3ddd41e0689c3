import { queryRows, sql, type SQL, type Tx } from '@hoa/db';
import { seal, unseal } from './sealing';

export interface BankDetails {
  RoutingNumber: string;
  AccountType: 'C' | 'S';
  AccountNumber: string;
  NameOnAccount: string;
}

/** The owner's autopay on an enrolment (issue 23): drafts of the charges due instead of the balance. */
export interface AutopayChoice {
  isAutopay: boolean;
  capCents: number | null;
  payPastDueNext: boolean;
  /** The owner turned autopay on from the portal. */
  isFromPortal: boolean;
}

interface Current {
  id: number;
  routing_number: string;
  account_type: string;
  account_number_sealed: string;
  is_autopay: boolean;
  cap: number | null;
  pay_past_due_next: boolean;
  is_from_portal: boolean;
}

/** The update of an enrolment's autopay columns to the choice (an autopay off has no cap or past due). */
const autopaySet = (choice: AutopayChoice): SQL =>
  choice.isAutopay
    ? sql`is_autopay = true, autopay_cap_cents = ${choice.capCents},
          pay_past_due_next = ${choice.payPastDueNext}, is_from_portal = ${choice.isFromPortal}`
    : sql`is_autopay = false, autopay_cap_cents = null, pay_past_due_next = false,
          is_from_portal = false`;

/**
 * Staff set the autopay of an active enrolment (its bank details and prenote unchanged): on or off,
 * the cap and the past-due choice; it stays the owner's own (isFromPortal) while it stays on.
 * Answers false when the enrolment is not active.
 */
export async function saveAutopayChoice(
  tx: Tx,
  enrollmentId: number,
  autopay: Omit<AutopayChoice, 'isFromPortal'>,
): Promise<boolean> {
  const [current] = await queryRows<{ is_autopay: boolean; is_from_portal: boolean }>(
    tx,
    sql`select is_autopay, is_from_portal from direct_debit_enrollments
         where id = ${enrollmentId} and is_active for update`,
  );
  if (!current) return false;
  const isFromPortal = autopay.isAutopay && current.is_autopay && current.is_from_portal;
  await tx.execute(
    sql`update direct_debit_enrollments set ${autopaySet({ ...autopay, isFromPortal })},
               updated_at = now()
         where id = ${enrollmentId}`,
  );
  return true;
}

const noAutopay: AutopayChoice = {
  isAutopay: false,
  capCents: null,
  payPastDueNext: false,
  isFromPortal: false,
};

/**
 * Saves an owner's bank details on their direct debit enrolment: the same account (routing number,
 * type and number) keeps its enrolment and prenote with the name given; another account replaces
 * the enrolment (the new account is prenoted first). `autopay` is the owner's new autopay choice,
 * or null to keep the enrolment's own — autopay, cap, past-due choice and whether the owner made
 * it — when staff change the bank details. Answers the enrolment's id.
 */
export async function saveBankAccount(
  tx: Tx,
  owner: { companyId: number; communityAgentId: number; ownerAgentId: number },
  bank: BankDetails,
  autopay: AutopayChoice | null,
): Promise<number> {
  const [current] = await queryRows<Current>(
    tx,
    sql`select id::int8 as id, routing_number, account_type, account_number_sealed, is_autopay,
               autopay_cap_cents::int8 as cap, pay_past_due_next, is_from_portal
          from direct_debit_enrollments where owner_agent_id = ${owner.ownerAgentId} and is_active
           for update`,
  );
  const choice =
    autopay ??
    (current
      ? {
          isAutopay: current.is_autopay,
          capCents: current.cap === null ? null : Number(current.cap),
          payPastDueNext: current.pay_past_due_next,
          isFromPortal: current.is_from_portal,
        }
      : noAutopay);
  const sameAccount =
    current !== undefined &&
    current.routing_number === bank.RoutingNumber &&
    current.account_type === bank.AccountType &&
    unseal(current.account_number_sealed) === bank.AccountNumber;
  if (sameAccount) {
    await tx.execute(
      sql`update direct_debit_enrollments
             set ${autopaySet(choice)}, name_on_account = ${bank.NameOnAccount}, updated_at = now()
           where id = ${current.id}`,
    );
    return Number(current.id);
  }
  if (current)
    await tx.execute(
      sql`update direct_debit_enrollments set is_active = false, updated_at = now()
           where id = ${current.id}`,
    );
  const [made] = await queryRows<{ id: number }>(
    tx,
    sql`insert into direct_debit_enrollments (company_id, community_agent_id, owner_agent_id,
          routing_number, account_type, account_number_sealed, account_last4, name_on_account,
          is_autopay, autopay_cap_cents, pay_past_due_next, is_from_portal)
        values (${owner.companyId}, ${owner.communityAgentId}, ${owner.ownerAgentId},
          ${bank.RoutingNumber}, ${bank.AccountType}, ${seal(bank.AccountNumber)},
          ${bank.AccountNumber.slice(-4)}, ${bank.NameOnAccount}, ${choice.isAutopay},
          ${choice.capCents}, ${choice.payPastDueNext}, ${choice.isFromPortal})
        returning id::int8 as id`,
  );
  if (!made) throw new Error('enrolment not saved');
  return Number(made.id);
}
