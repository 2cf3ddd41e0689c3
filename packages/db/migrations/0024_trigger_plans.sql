-- The ledger's statement triggers find an entry's lines and balances by index whatever plan
-- settings the posting statement runs under (a large batch is planned with hash joins, which
-- here would read the whole ledger).
ALTER FUNCTION app_gl_after_insert() SET enable_nestloop = on;
--> statement-breakpoint
ALTER FUNCTION app_ar_after_insert() SET enable_nestloop = on;
