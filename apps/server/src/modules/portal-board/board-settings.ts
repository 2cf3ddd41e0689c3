import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { queryRows, sql } from '@hoa/db';
import { requireSystemAdmin } from '../../http/access';
import type { Handler } from '../../http/bind';
import { appError, notFound } from '../../http/errors';
import { loadSession } from '../auth/index';

type SetBoardUser = typeof contract.portalBoard.SetOwnerBoardUser;

/**
 * Links an owner's access account to the board user that owner is (a company administrator does
 * it): the user must be active and hold a board role. Null unlinks.
 */
export const setOwnerBoardUser: Handler<SetBoardUser> = async (
  ctx,
  { body }: InputOf<SetBoardUser>,
): Promise<ResponseOf<SetBoardUser>> => {
  requireSystemAdmin(ctx);
  if (body.BoardUserId !== null) {
    const user = await loadSession(ctx.tx, body.BoardUserId);
    if (!user?.isBoardMember || user.companyId !== ctx.user.companyId)
      throw appError('NotBoardUser');
  }
  const updated = await queryRows<{ id: number }>(
    ctx.tx,
    sql`update owner_access_accounts set board_user_id = ${body.BoardUserId}
         where owner_agent_id = ${body.OwnerAgentId} returning id`,
  );
  if (updated.length === 0) throw notFound();
  return { success: true };
};

type SaveSettings = typeof contract.portalBoard.SaveBoardPortalSettings;

/** The reports boards may see in the portal, and whether the delinquency list hides names. */
export const saveBoardPortalSettings: Handler<SaveSettings> = async (ctx, { body }) => {
  requireSystemAdmin(ctx);
  const keys = `{${[...new Set(body.ReportKeys)].join(',')}}`;
  await ctx.tx.execute(
    sql`insert into portal_company_settings (company_id, board_report_keys, board_hides_delinquent_names)
        values (${ctx.user.companyId}, ${keys}::text[], ${body.HideDelinquentNames})
        on conflict (company_id) do update
          set board_report_keys = excluded.board_report_keys,
              board_hides_delinquent_names = excluded.board_hides_delinquent_names,
              updated_at = now()`,
  );
  return { success: true };
};
