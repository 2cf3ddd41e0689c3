import { sql } from '@hoa/db';
import type { RequestContext } from '../../http/request-context';

export interface NewAlert {
  title: string;
  message: string | null;
  /** An app route the alert opens. */
  link: string | null;
}

/**
 * Alerts the active users whose user agents are among `agentIds`, except the caller (who knows
 * what they just did). One statement, whatever the number of users.
 */
export async function alertUsersOfAgents(
  ctx: RequestContext,
  agentIds: readonly number[],
  alert: NewAlert,
): Promise<void> {
  if (agentIds.length === 0) return;
  await ctx.tx.execute(
    sql`insert into alerts (company_id, user_id, title, message, link)
        select ${ctx.user.companyId}, u.id, ${alert.title}, ${alert.message}, ${alert.link}
        from users u
        where u.user_agent_id in (${sql.join(
          agentIds.map((id) => sql`${id}`),
          sql`, `,
        )}) and u.is_active and u.id <> ${ctx.user.userId}`,
  );
}
