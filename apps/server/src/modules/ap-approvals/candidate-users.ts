import { queryRows, sql, type Tx } from '@hoa/db';

export interface CandidateUser {
  UserId: number;
  DisplayName: string;
  IsBoardMember: boolean;
}

/** Active users with the community on their list; board members hold a role with is_board_role. */
export function candidateUsers(tx: Tx, communityAgentId: number): Promise<CandidateUser[]> {
  return queryRows<CandidateUser>(
    tx,
    sql`select u.id::int8 as "UserId", u.display_name as "DisplayName",
               exists (select 1 from user_roles ur join roles r on r.id = ur.role_id
                        where ur.user_id = u.id and r.is_board_role) as "IsBoardMember"
          from users u
         where u.is_active
           and exists (select 1 from user_communities uc
                        where uc.user_id = u.id and uc.community_agent_id = ${communityAgentId})
         order by u.display_name, u.id`,
  );
}
