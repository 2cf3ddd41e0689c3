import type { SQL, Tx } from '@hoa/db';
import type { AutoSelectFacts, FeatureFlagKey } from '@hoa/domain';

/**
 * One kind of charge run (a transaction type). The framework (accrue-run.ts) chooses the codes,
 * validates the date, and writes the accrued items from `ownerLines` in one INSERT … SELECT;
 * settings, review, edit and post are shared. See calculators/index.ts to add one.
 */
export interface ChargeCalculator {
  readonly txnTypeId: number;
  /** The company feature flag the run needs (settings, accrue, review and post refuse without). */
  readonly featureFlag?: FeatureFlagKey;
  /**
   * A run of credits to owners (its lines is_debit false): its totals are the credits, negative,
   * where other runs total their debits.
   */
  readonly credits?: boolean;
  /** A condition on the community's codes (table alias k): the codes the run offers. */
  readonly offersCode: SQL;
  /** Whether the code accrual frequency rule filters the chosen codes (scheduled charges). */
  readonly appliesFrequencyRule: boolean;
  /** The refusal of a run with no code chosen, when not 'At least one Code must be selected.' */
  readonly noCodeMessage?: string;
  /** The codes chosen when a request names none (automation). */
  isAutoSelected(code: AutoSelectFacts, postDate: string, periodStarts: readonly string[]): boolean;
  /** A refusal before anything is written (e.g. a code without its accounts), or null. */
  problem(tx: Tx, selection: SQL): Promise<string | null>;
  /**
   * What a rule of @hoa/domain computes before the run's SQL, as a relation handed to ownerLines
   * as `prepared` (the late fee's pending autopay drafts, pendingDraftCovers).
   */
  prepare?(tx: Tx, selection: SQL, postDate: string): Promise<SQL>;
  /**
   * The owner lines to accrue, set-based. `selection` is a relation (community_agent_id,
   * code_id) of the chosen codes. Columns: community_agent_id, owner_agent_id, code_id,
   * amount_cents (≥ 0; zero lines are dropped), is_debit, account_id (the offset account, or null
   * when the item's details offset each other). `prepared`: the relation of `prepare`.
   */
  ownerLines(selection: SQL, postDate: string, prepared?: SQL): SQL;
  /**
   * The owners of ownerLines are read from the company's agents rows (joined): the database's
   * check that each item agent's owner is one is then left out (withJoinedReferences).
   */
  ownersJoined?: true;
  /**
   * An assessment run (40, 102): its owners and amounts are kept frozen in arrays, a row per code
   * (charge_run_codes), not as an item agent and a detail per owner; one line per owner and code.
   * The balance-based runs keep details (their other readers read them).
   */
  keepsArrays?: true;
}
