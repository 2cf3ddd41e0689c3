import { sql, type SQL } from '@hoa/db';
import { CodeTypeId } from '@hoa/domain';

/**
 * The SQL of @hoa/domain isLateFeeSuppressed, for an owner's code on a late fee date: the owner's
 * autopay is on, the code is an assessment or special assessment (what autopay drafts), and no
 * autopay draft of the owner was taken yet in the late fee's month — the draft is pending, so the
 * charge takes no late fee.
 */
export function autopayDraftPending(owner: SQL, code: SQL, lateFeeDate: SQL): SQL {
  return sql`exists (
      select 1 from direct_debit_enrollments ape
        join codes apk on apk.id = ${code}
         and apk.code_type_id in (${CodeTypeId.Assessment}::smallint, ${CodeTypeId.SpecialAssessment}::smallint)
       where ape.owner_agent_id = ${owner} and ape.is_active and ape.is_autopay
         and not exists (
           select 1 from direct_debit_entries apx join direct_debit_runs apr on apr.id = apx.run_id
            where apx.owner_agent_id = ${owner} and apx.is_autopay
              and date_trunc('month', apr.effective_date) >= date_trunc('month', ${lateFeeDate})))`;
}
