import { portalCommunitySettings, queryRows, sql, type Tx } from '@hoa/db';
import type { contract, InputOf, PortalCommunitySettings, ResponseOf } from '@hoa/contract';
import { requireCommunity } from '../../http/access';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';

type Get = typeof contract.ownerAccess.GetCommunitySettings;
type Save = typeof contract.ownerAccess.SaveCommunitySettings;

/** The community's portal settings, or the defaults (off, step 0) when none was saved. */
export async function communitySettings(
  tx: Tx,
  communityAgentId: number,
): Promise<PortalCommunitySettings> {
  const [row] = await queryRows<{
    is_enabled: boolean;
    bank_account_id: string | number | null;
    wizard_step: number;
    autopay_draft_day: number;
  }>(
    tx,
    sql`select is_enabled, bank_account_id, wizard_step, autopay_draft_day
          from portal_community_settings where community_agent_id = ${communityAgentId}`,
  );
  const accounts = await queryRows<{ id: string | number; name: string }>(
    tx,
    sql`select id, account_name || ' (…' || right(account_number, 4) || ')' as name
          from bank_accounts
         where community_agent_id = ${communityAgentId} and not is_removed order by id`,
  );
  return {
    AgentId: communityAgentId,
    BankAccounts: accounts.map((a) => ({ BankAccountId: Number(a.id), Name: a.name })),
    IsEnabled: row?.is_enabled ?? false,
    BankAccountToken: row?.bank_account_id == null ? null : Number(row.bank_account_id),
    WizardStep: Number(row?.wizard_step ?? 0),
    AutopayDraftDay: Number(row?.autopay_draft_day ?? 1),
  };
}

/** Writes the community's settings row (made on first save). */
export async function writeCommunitySettings(
  ctx: RequestContext,
  communityAgentId: number,
  values: Partial<typeof portalCommunitySettings.$inferInsert>,
): Promise<PortalCommunitySettings> {
  const set = { ...values, updatedAt: sql`now()` };
  await ctx.tx
    .insert(portalCommunitySettings)
    .values({ companyId: ctx.user.companyId, communityAgentId, ...set })
    .onConflictDoUpdate({ target: portalCommunitySettings.communityAgentId, set });
  return communitySettings(ctx.tx, communityAgentId);
}

/** OwnerAccess/GetCommunitySettings. */
export async function getCommunitySettings(
  ctx: RequestContext,
  { query }: InputOf<Get>,
): Promise<ResponseOf<Get>> {
  await requireCommunity(ctx, query.communityAgentId);
  return communitySettings(ctx.tx, query.communityAgentId);
}

/** A bank account of the community, else 400. */
export async function requireCommunityBankAccount(
  ctx: RequestContext,
  communityAgentId: number,
  bankAccountId: number,
): Promise<void> {
  const [row] = await queryRows<{ id: number }>(
    ctx.tx,
    sql`select id from bank_accounts
         where id = ${bankAccountId} and community_agent_id = ${communityAgentId}`,
  );
  if (!row) throw appError('PortalBankAccountNotOfCommunity');
}

/** OwnerAccess/SaveCommunitySettings: on or off, the community's bank account owners pay into. */
export async function saveCommunitySettings(
  ctx: RequestContext,
  { body }: InputOf<Save>,
): Promise<ResponseOf<Save>> {
  await requireCommunity(ctx, body.AgentId);
  if (body.BankAccountToken !== null)
    await requireCommunityBankAccount(ctx, body.AgentId, body.BankAccountToken);
  if (body.IsEnabled && body.BankAccountToken === null) throw appError('PortalNoBankAccount');
  return writeCommunitySettings(ctx, body.AgentId, {
    isEnabled: body.IsEnabled,
    bankAccountId: body.BankAccountToken,
    ...(body.AutopayDraftDay === undefined ? {} : { autopayDraftDay: body.AutopayDraftDay }),
  });
}
