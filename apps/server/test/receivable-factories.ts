import {
  accounts,
  chargeAssignments,
  codeAccounts,
  codes,
  eq,
  itemAgentDetails,
  itemAgents,
  items,
  propertyDetails,
  type Database,
  type Tx,
} from '@hoa/db';
import {
  AccountTypeId,
  CodeAccountTypeId,
  CodeTypeId,
  FrequencyId,
  MethodId,
  StatusId,
} from '@hoa/domain';
import { setUpBooks, type Books } from './ledger-factories';
import { insertHouseholds, type HouseholdSpec } from './search-factories';

// A community ready to bill: books, charge codes with their accounts, and homes whose primary
// owners carry the assessment. Written straight to the tables for the receivables tests.

export type ReceivableCode = 'ASMT' | 'SPEC' | 'LATE' | 'INT' | 'PP';

export interface Home {
  propertyId: number;
  ownerId: number;
}

export interface ReceivableWorld {
  books: Books;
  /** Extra accounts: late fee income, interest income, prepaid liability. */
  account: Books['account'] & Record<'lateFeeIncome' | 'interestIncome' | 'prepaid', number>;
  code: Record<ReceivableCode, number>;
  homes: Home[];
}

const inTenant = <T>(database: Database, companyId: number, fn: (tx: Tx) => Promise<T>) =>
  database.withTenant({ companyId, userId: null }, fn);

/**
 * Books for `year`, codes ASMT (assessment, monthly flat $250.00), SPEC (special assessment,
 * once, $1,000.00), LATE (late fee, flat $25.00), INT (interest) and PP (prepaid), and `homes`
 * properties (100 + i Oak Street, account A-00i, 1,000 + 100·i square feet, value $200,000) each
 * with a primary owner assigned ASMT. `homes` may instead list the households to make (their first
 * person is the primary owner).
 */
export async function setUpReceivables(
  database: Database,
  companyId: number,
  communityAgentId: number,
  homes: number | readonly HouseholdSpec[] = 3,
  year = 2026,
): Promise<ReceivableWorld> {
  const books = await setUpBooks(database, companyId, communityAgentId, year);
  const households = await insertHouseholds(
    database,
    companyId,
    communityAgentId,
    typeof homes !== 'number'
      ? homes
      : Array.from({ length: homes }, (_, i) => ({
          accountNumber: `A-${String(i + 1).padStart(3, '0')}`,
          lotNumber: `${i + 1}`,
          streetNumber: `${100 + i}`,
          streetName: 'Oak Street',
          people: [
            { firstName: `Owner${i + 1}`, lastName: `Home${String(i + 1).padStart(3, '0')}` },
          ],
        })),
  );
  return inTenant(database, companyId, async (tx) => {
    const extra = await tx
      .insert(accounts)
      .values(
        [
          ['4100', 'Late Fee Income', AccountTypeId.Income],
          ['4200', 'Interest Income', AccountTypeId.Income],
          ['2100', 'Prepaid Assessments', AccountTypeId.CurrentLiabilities],
        ].map(([accountNumber, accountName, accountTypeId]) => ({
          companyId,
          communityAgentId,
          accountNumber: String(accountNumber),
          accountName: String(accountName),
          accountTypeId: Number(accountTypeId),
        })),
      )
      .returning({ id: accounts.id });
    const account = {
      ...books.account,
      lateFeeIncome: extra[0]?.id ?? 0,
      interestIncome: extra[1]?.id ?? 0,
      prepaid: extra[2]?.id ?? 0,
    };
    const specs: [ReceivableCode, number, string, number | null, number | null, number, number][] =
      [
        [
          'ASMT',
          CodeTypeId.Assessment,
          'Monthly assessment',
          FrequencyId.Monthly,
          MethodId.FlatDollar,
          25_000,
          account.income,
        ],
        [
          'SPEC',
          CodeTypeId.SpecialAssessment,
          'Roof special assessment',
          FrequencyId.Once,
          MethodId.FlatDollar,
          100_000,
          account.income,
        ],
        [
          'LATE',
          CodeTypeId.LateFee,
          'Late fee',
          null,
          MethodId.LateFeeFlat,
          2_500,
          account.lateFeeIncome,
        ],
        [
          'INT',
          CodeTypeId.Interest,
          'Interest',
          null,
          MethodId.InterestSimple,
          0,
          account.interestIncome,
        ],
        ['PP', CodeTypeId.PrePaid, 'Prepaid', null, null, 0, account.prepaid],
      ];
    const code = {} as Record<ReceivableCode, number>;
    for (const [alias, codeTypeId, codeName, frequencyId, methodId, amountCents, income] of specs) {
      const [row] = await tx
        .insert(codes)
        .values({
          companyId,
          communityAgentId,
          codeTypeId,
          codeAlias: alias,
          codeName,
          frequencyId,
          methodId,
          amountCents,
          startDate: `${year}-01-01`,
        })
        .returning({ id: codes.id });
      if (!row) throw new Error('no code');
      code[alias] = row.id;
      await tx.insert(codeAccounts).values([
        {
          companyId,
          codeId: row.id,
          codeAccountTypeId: CodeAccountTypeId.Receivable,
          accountId: account.receivables,
        },
        {
          companyId,
          codeId: row.id,
          codeAccountTypeId: CodeAccountTypeId.Income,
          accountId: income,
        },
      ]);
    }
    const made: Home[] = households.map((h) => ({
      propertyId: h.propertyId,
      ownerId: h.personIds[0] ?? 0,
    }));
    for (const [i, home] of made.entries()) {
      await tx
        .update(propertyDetails)
        .set({ squareFeet: 1000 + 100 * (i + 1), assessedValueCents: 20_000_000 })
        .where(eq(propertyDetails.agentId, home.propertyId));
    }
    if (made.length > 0) {
      await tx.insert(chargeAssignments).values(
        made.map((home) => ({
          companyId,
          communityAgentId,
          agentId: home.propertyId,
          codeId: code.ASMT,
        })),
      );
    }
    return { books, account, code, homes: made };
  });
}

export interface OwnerLine {
  ownerId: number;
  codeId: number;
  amountCents: number;
  isDebit?: boolean;
  /** The offset account; omitted, the detail offsets the item's other details. */
  accountId?: number | null;
  /** The detail's own text. */
  description?: string;
}

/** An accrued owner item (a charge, an adjustment) of the given type and lines, dated `date`. */
export function insertAccruedItem(
  database: Database,
  companyId: number,
  communityAgentId: number,
  txnTypeId: number,
  date: string,
  lines: readonly OwnerLine[],
): Promise<number> {
  return inTenant(database, companyId, async (tx) => {
    const [item] = await tx
      .insert(items)
      .values({
        companyId,
        communityAgentId,
        txnTypeId,
        statusId: StatusId.Accrued,
        eventDate: date,
        postDate: date,
      })
      .returning({ id: items.id });
    if (!item) throw new Error('no item');
    const agentIds = new Map<number, number>();
    for (const line of lines) {
      let itemAgentId = agentIds.get(line.ownerId);
      if (itemAgentId === undefined) {
        const [row] = await tx
          .insert(itemAgents)
          .values({ companyId, itemId: item.id, agentId: line.ownerId })
          .returning({ id: itemAgents.id });
        itemAgentId = row?.id ?? 0;
        agentIds.set(line.ownerId, itemAgentId);
      }
      await tx.insert(itemAgentDetails).values({
        companyId,
        itemAgentId,
        codeId: line.codeId,
        amountCents: line.amountCents,
        accruedAmountCents: line.amountCents,
        isDebit: line.isDebit ?? true,
        accountId: line.accountId ?? null,
        description: line.description ?? null,
      });
    }
    return item.id;
  });
}

/** A collection action code (a step of the collection ladder) charged to late fee income. */
export function addCollectionAction(
  database: Database,
  companyId: number,
  communityAgentId: number,
  world: ReceivableWorld,
  alias: string,
  amountCents: number,
): Promise<number> {
  return inTenant(database, companyId, async (tx) => {
    const [code] = await tx
      .insert(codes)
      .values({
        companyId,
        communityAgentId,
        codeTypeId: CodeTypeId.CollectionAction,
        codeAlias: alias,
        codeName: `${alias} action`,
        amountCents,
      })
      .returning({ id: codes.id });
    if (!code) throw new Error('no collection action');
    await tx.insert(codeAccounts).values(
      (
        [
          [CodeAccountTypeId.Receivable, world.account.receivables],
          [CodeAccountTypeId.Income, world.account.lateFeeIncome],
        ] as const
      ).map(([codeAccountTypeId, accountId]) => ({
        companyId,
        codeId: code.id,
        codeAccountTypeId,
        accountId,
      })),
    );
    return code.id;
  });
}
