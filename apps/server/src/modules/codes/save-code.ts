import { codeAccounts, codeCategories, codes, eq, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import {
  codeAccountsProblem,
  CodeMessages,
  codeProblem,
  CodeTypeId,
  recurringCreditCodeProblem,
  type PermissionClaim,
} from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { appError, badRequest, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { selectCodes, takenAliases } from './code-queries';
import {
  accountFacts,
  insertCodes,
  replaceCodeAccounts,
  updateCode,
  type CodeValues,
  type NewCodeAccount,
} from './code-writes';

type SaveCodeGraph = typeof contract.codes.SaveCodeGraph;
type SaveCodeWithAccountCodes = typeof contract.codes.SaveCodeWithAccountCodes;
type CodeFields = InputOf<SaveCodeGraph>['body']['code'];

/** SaveCodeGraph: a code's fields; the accounts it has stay (a charge code still needs both). */
export function saveCodeGraph(
  ctx: RequestContext,
  input: InputOf<SaveCodeGraph>,
): Promise<ResponseOf<SaveCodeGraph>> {
  return saveCode(ctx, input.body.communityAgentId, input.body.code, null);
}

/** SaveCodeWithAccountCodes: a code with its receivable and income accounts. */
export function saveCodeWithAccountCodes(
  ctx: RequestContext,
  input: InputOf<SaveCodeWithAccountCodes>,
): Promise<ResponseOf<SaveCodeWithAccountCodes>> {
  const { AccountCodes, ...code } = input.body.code;
  const accounts = AccountCodes.map((a) => ({
    codeAccountTypeId: a.CodeAccountTypeId,
    accountId: a.TopsAccountId,
    costCenterId: a.CostCenterId,
  }));
  return saveCode(ctx, input.body.communityAgentId, code, accounts);
}

async function saveCode(
  ctx: RequestContext,
  communityAgentId: number,
  code: CodeFields,
  givenAccounts: NewCodeAccount[] | null,
): Promise<ResponseOf<SaveCodeGraph>> {
  const codeId = code.TopsCodeId ?? null;
  requireClaim(ctx, codeClaim(code.TopsCodeTypeId), codeId === null ? 'create' : 'update');
  await requireCommunity(ctx, communityAgentId);
  if (codeId !== null)
    requireClaim(ctx, codeClaim(await requireCodeOf(ctx, communityAgentId, codeId)), 'update');

  const problem = codeProblem(
    { ...code, FrequencyId: code.FrequencyID },
    await takenAliases(ctx, communityAgentId, codeId),
  );
  if (problem) throw badRequest(problem.Message);
  await requireCategoryOf(ctx, communityAgentId, code.TopsCodeCategoryId);
  if (code.PreviousCodeId !== null) await requireCodeOf(ctx, communityAgentId, code.PreviousCodeId);

  const accounts = givenAccounts ?? (await storedAccounts(ctx, codeId));
  const facts = await accountFacts(
    ctx,
    accounts.map((a) => a.accountId),
  );
  const choices = accounts.map((a) => {
    const fact = facts.get(a.accountId);
    if (fact?.communityAgentId !== communityAgentId)
      throw badRequest(CodeMessages.accountNotInCommunity);
    return { CodeAccountTypeId: a.codeAccountTypeId, AccountTypeId: fact.accountTypeId };
  });
  const accountProblem = codeAccountsProblem(code.TopsCodeTypeId, choices);
  if (accountProblem) throw badRequest(accountProblem.Message);
  // Marking a code needs the flag; a code marked before the flag was turned off stays editable.
  if (code.IsRecurringCredit === true && ctx.user.featureFlags.recurringCredit !== true) {
    throw appError('RecurringCreditOff');
  }
  if (code.IsRecurringCredit ?? (codeId !== null && (await isRecurringCredit(ctx, codeId)))) {
    const creditProblem = recurringCreditCodeProblem({
      TopsCodeTypeId: code.TopsCodeTypeId,
      FrequencyId: code.FrequencyID,
      MethodId: code.MethodId,
      Amount: code.Amount,
    });
    if (creditProblem) throw badRequest(creditProblem);
  }

  const values: CodeValues = {
    codeTypeId: code.TopsCodeTypeId,
    codeCategoryId: code.TopsCodeCategoryId,
    codeAlias: code.CodeAlias,
    codeName: code.CodeName,
    codeDescription: code.CodeDescription,
    codeDetailDescription: code.CodeDetailDescription,
    codeActionNeeded: code.CodeActionNeeded,
    frequencyId: code.FrequencyID,
    methodId: code.MethodId,
    lastApplied: code.LastApplied,
    startDate: code.StartDate,
    endDate: code.EndDate,
    amountCents: code.Amount,
    rate: code.Rate,
    previousCodeId: code.PreviousCodeId,
    isRecurringCredit: code.IsRecurringCredit,
  };
  let savedId: number;
  if (codeId === null) {
    const [created] = await insertCodes(ctx, communityAgentId, [{ ...values, accounts }]);
    if (created === undefined) throw new Error('Code insert returned no row');
    savedId = created;
  } else {
    savedId = codeId;
    await updateCode(ctx, codeId, values);
    if (givenAccounts) await replaceCodeAccounts(ctx, codeId, givenAccounts);
  }
  const [saved] = await selectCodes(ctx, sql`k.id = ${savedId}`);
  if (!saved) throw new Error('Saved code was not read back');
  return saved;
}

/** Whether the stored code is a recurring credit (a save that leaves the mark out keeps it). */
async function isRecurringCredit(ctx: RequestContext, codeId: number): Promise<boolean> {
  const [row] = await ctx.tx
    .select({ mark: codes.isRecurringCredit })
    .from(codes)
    .where(eq(codes.id, codeId));
  return row?.mark === true;
}

/** A CCR code is the violations area's (ccrviolations); every other code the books' (glaccounts). */
const codeClaim = (codeTypeId: number): PermissionClaim =>
  codeTypeId === CodeTypeId.CcrCode ? 'ccrviolations' : 'glaccounts';

/** The type of a code of the community; a code of another is 404. */
async function requireCodeOf(
  ctx: RequestContext,
  communityAgentId: number,
  codeId: number,
): Promise<number> {
  const [row] = await ctx.tx
    .select({ community: codes.communityAgentId, type: codes.codeTypeId })
    .from(codes)
    .where(eq(codes.id, codeId));
  if (row?.community !== communityAgentId) throw notFound();
  return row.type;
}

async function requireCategoryOf(
  ctx: RequestContext,
  communityAgentId: number,
  categoryId: number | null,
): Promise<void> {
  if (categoryId === null) return;
  const [row] = await ctx.tx
    .select({ community: codeCategories.communityAgentId })
    .from(codeCategories)
    .where(eq(codeCategories.id, categoryId));
  if (row?.community !== communityAgentId) throw badRequest(CodeMessages.categoryNotInCommunity);
}

async function storedAccounts(
  ctx: RequestContext,
  codeId: number | null,
): Promise<NewCodeAccount[]> {
  if (codeId === null) return [];
  return ctx.tx
    .select({
      codeAccountTypeId: codeAccounts.codeAccountTypeId,
      accountId: codeAccounts.accountId,
      costCenterId: codeAccounts.costCenterId,
    })
    .from(codeAccounts)
    .where(eq(codeAccounts.codeId, codeId));
}
