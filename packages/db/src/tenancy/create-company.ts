import { sql } from 'drizzle-orm';
import { SystemTemplates } from '@hoa/domain';
import { companies, templates } from '../schema';
import type { Database } from '../open-database';
import { queryRows } from '../rows';
import type { Tx } from '../types';

export interface NewCompany {
  name: string;
  subscriptionTier?: number;
  featureFlags?: Record<string, boolean>;
}

/**
 * Creates a tenant with the product's system templates and runs fn inside its first transaction. The id is drawn first so that the
 * row-level security check (id = app.company_id) holds for the insert itself.
 */
export async function createCompany<T>(
  database: Database,
  company: NewCompany,
  fn: (tx: Tx, companyId: number) => Promise<T>,
): Promise<T> {
  const rows = await queryRows<{ id: string }>(
    database.db,
    sql`select nextval(pg_get_serial_sequence('companies', 'id'))::text as id`,
  );
  const companyId = Number(rows[0]?.id);
  return database.withTenant({ companyId, userId: null }, async (tx) => {
    await tx.insert(companies).values({
      id: companyId,
      name: company.name,
      subscriptionTier: company.subscriptionTier ?? 1,
      featureFlags: company.featureFlags ?? {},
    });
    await tx.insert(templates).values(
      SystemTemplates.map((t) => ({
        companyId,
        templateTypeId: t.TopsTemplateTypeId,
        name: t.Name,
        isSystem: true,
        requiresOwner: t.RequiresOwner,
      })),
    );
    return fn(tx, companyId);
  });
}
