import { queryRows, type Database, type SQL, type Tx } from '@hoa/db';

export interface CompanyFailure {
  companyId: number;
  message: string;
}

export interface PerCompanyRun {
  /** The companies found with work. */
  companies: number;
  /** What the companies' work counted, summed. */
  done: number;
  /** Companies whose transaction was rolled back: their work is tried again on the next run. */
  failures: CompanyFailure[];
}

/**
 * Periodic work, company by company: the companies with work are found in one read through the
 * scheduler policy (`companiesWithWork` selects them as a column "companyId"), then each company's
 * work runs in a tenant transaction of its own, so that one company's failure is recorded and
 * leaves the others done.
 */
export async function runPerCompany(
  database: Database,
  companiesWithWork: SQL,
  work: (tx: Tx, companyId: number) => Promise<number>,
): Promise<PerCompanyRun> {
  const companies = await database.withScheduler((tx) =>
    queryRows<{ companyId: number }>(tx, companiesWithWork),
  );
  const run: PerCompanyRun = { companies: companies.length, done: 0, failures: [] };
  for (const { companyId } of companies) {
    try {
      run.done += await database.withTenant({ companyId, userId: null }, (tx) =>
        work(tx, companyId),
      );
    } catch (error) {
      run.failures.push({
        companyId,
        message: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return run;
}
