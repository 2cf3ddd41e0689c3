import type { FileStore } from '../../../files/file-store';
import type { RequestContext } from '../../../http/request-context';
import type { RunAsCaller } from '../../report-catalogue/index';

/** What a step is given: where, for which date, with which parameters (already checked). */
export interface StepInput {
  communityAgentId: number;
  /** The run's post date (the period's day in UTC). */
  postDate: string;
  params: Record<string, unknown>;
  /** The job schedule's name: mail subjects and file names. */
  name: string;
  recipient: string | null;
  /** PDF 0, xls 1, xlsx 2, Word 3. */
  format: number;
  /** A preview writes nothing: its transaction is rolled back and no file or mail is made. */
  preview: boolean;
  files: FileStore;
  /** The user the job runs as (mail is queued in their name). */
  runAs: RunAsCaller;
}

export interface StepOwner {
  OwnerAgentId: number;
  OwnerName: string;
  Amount: number;
}

/** What a step's first phase did (or, previewed, would do). */
export interface StepOutcome {
  /** Items written (accrued, or posted when the step posts in its first phase). */
  itemIds: number[];
  /** Whether the items wait for the post phase (IsPosted steps accrue, then post). */
  postAfter: boolean;
  ownersCount: number;
  /** Cents, debits less credits of what it posts. */
  totalCents: number;
  owners: StepOwner[];
  files: { storageKey: string | null; fileName: string }[];
  mails: string[];
  letters: number;
}

/** Letters a post phase queued: message batches (Incomplete) waiting to be released. */
export interface QueuedLetters {
  letterBatchIds: number[];
  letters: number;
}

export const noLetters = (): QueuedLetters => ({ letterBatchIds: [], letters: 0 });

/** A job type's work: as the user the job runs as, through the use cases a user would call. */
export interface JobStep {
  /** The first phase: in one transaction as the user (accrue, or the whole of a one-phase step). */
  first(ctx: RequestContext, input: StepInput): Promise<StepOutcome>;
  /** Files and mail, outside the transaction (reports, packages, validation files). */
  deliver?(input: StepInput): Promise<Pick<StepOutcome, 'files' | 'mails'>>;
  /**
   * The post phase of what the first phase accrued, in a transaction of its own, with the
   * parameters the run started with; answers the letters it queued (collection letters).
   */
  post?(
    ctx: RequestContext,
    itemIds: readonly number[],
    params: Record<string, unknown>,
  ): Promise<QueuedLetters>;
  /** Undo what the run wrote (rollback), in one transaction; absent: it wrote no item. */
  undo?(ctx: RequestContext, itemIds: readonly number[]): Promise<void>;
}

export const emptyOutcome = (): StepOutcome => ({
  itemIds: [],
  postAfter: false,
  ownersCount: 0,
  totalCents: 0,
  owners: [],
  files: [],
  mails: [],
  letters: 0,
});
