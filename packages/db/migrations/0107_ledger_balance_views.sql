-- Ledger balances without a hot row (issue 27; docs/architecture.md, 'Ledger balances'). Every
-- posting of a community used to update the same gl_period_balances row of each account it
-- touched and hold it until commit, so concurrent postings queued on it. Now:
-- 1. a statement that writes ledger lines appends its sums per account, cost center and day to
--    gl_balance_deltas (no conflict, no row shared with another posting);
-- 2. app_gl_roll_up_balances(), run by the rollup job outside the postings' transactions, moves the
--    deltas into one row per day (gl_daily_rollups) and per period (gl_period_rollups);
-- 3. the views gl_daily_balances and gl_period_balances read rollups and deltas together, so a
--    balance read is exact whether or not the rollup has run, and the rollup moves a delta in one
--    transaction (a reader's snapshot sees it on one side only).
-- The balances start from the lines already posted.
INSERT INTO gl_daily_rollups (company_id, community_agent_id, account_id, cost_center_key, period_id,
       post_date, debit_cents, credit_cents, line_count)
SELECT company_id, community_agent_id, account_id, coalesce(cost_center_id, 0), period_id, post_date,
       sum(debit_cents), sum(credit_cents), count(*)
  FROM gl_lines
 GROUP BY company_id, community_agent_id, account_id, coalesce(cost_center_id, 0), period_id, post_date;
--> statement-breakpoint
INSERT INTO gl_period_rollups (company_id, community_agent_id, account_id, cost_center_key, period_id,
       debit_cents, credit_cents, line_count)
SELECT company_id, community_agent_id, account_id, cost_center_key, period_id,
       sum(debit_cents), sum(credit_cents), sum(line_count)
  FROM gl_daily_rollups
 GROUP BY company_id, community_agent_id, account_id, cost_center_key, period_id;
--> statement-breakpoint
DROP TABLE "gl_period_balances" CASCADE;
--> statement-breakpoint
-- The views run with the reader's rights and row-level security (security_invoker).
CREATE VIEW gl_daily_balances WITH (security_invoker = true) AS
SELECT company_id, community_agent_id, account_id, cost_center_key, period_id, post_date,
       debit_cents, credit_cents, line_count
  FROM gl_daily_rollups
UNION ALL
SELECT company_id, community_agent_id, account_id, cost_center_key, period_id, post_date,
       debit_cents, credit_cents, line_count
  FROM gl_balance_deltas;
--> statement-breakpoint
CREATE VIEW gl_period_balances WITH (security_invoker = true) AS
SELECT company_id, community_agent_id, account_id, cost_center_key, period_id,
       sum(debit_cents)::bigint AS debit_cents, sum(credit_cents)::bigint AS credit_cents,
       sum(line_count)::bigint AS line_count
  FROM (SELECT company_id, community_agent_id, account_id, cost_center_key, period_id, debit_cents,
               credit_cents, line_count
          FROM gl_period_rollups
        UNION ALL
        SELECT company_id, community_agent_id, account_id, cost_center_key, period_id, debit_cents,
               credit_cents, line_count
          FROM gl_balance_deltas) b
 GROUP BY company_id, community_agent_id, account_id, cost_center_key, period_id;
--> statement-breakpoint
-- Balances are derived: any write to the views is refused as a change to posted lines (GL003).
CREATE TRIGGER gl_period_balances_guard INSTEAD OF INSERT OR UPDATE OR DELETE ON gl_period_balances
  FOR EACH ROW EXECUTE FUNCTION app_gl_refuse_change();
--> statement-breakpoint
CREATE TRIGGER gl_daily_balances_guard INSTEAD OF INSERT OR UPDATE OR DELETE ON gl_daily_balances
  FOR EACH ROW EXECUTE FUNCTION app_gl_refuse_change();
--> statement-breakpoint
-- The tables are written only by the ledger's functions (SECURITY DEFINER); the app role may not.
CREATE TRIGGER gl_daily_rollups_guard BEFORE UPDATE OR DELETE ON gl_daily_rollups
  FOR EACH ROW WHEN (current_user = 'hoa_app') EXECUTE FUNCTION app_gl_refuse_change();
--> statement-breakpoint
CREATE TRIGGER gl_period_rollups_guard BEFORE UPDATE OR DELETE ON gl_period_rollups
  FOR EACH ROW WHEN (current_user = 'hoa_app') EXECUTE FUNCTION app_gl_refuse_change();
--> statement-breakpoint
CREATE TRIGGER gl_balance_deltas_guard BEFORE UPDATE OR DELETE ON gl_balance_deltas
  FOR EACH ROW WHEN (current_user = 'hoa_app') EXECUTE FUNCTION app_gl_refuse_change();
--> statement-breakpoint
-- The ledger checks of 0040, unchanged, then the statement's deltas: one plain INSERT.
CREATE OR REPLACE FUNCTION app_gl_after_insert() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public SET enable_nestloop = on
  SET work_mem = '64MB' AS $$
DECLARE
  bad record;
BEGIN
  SELECT n.post_date, p.start_date, p.end_date, p.is_open, fy.is_closed,
         (fy.id <> n.fiscal_year_id OR fy.community_agent_id <> n.community_agent_id
          OR n.post_date NOT BETWEEN p.start_date AND p.end_date) AS misplaced
    INTO bad
    FROM (SELECT DISTINCT period_id, fiscal_year_id, community_agent_id, post_date FROM new_rows) n
    JOIN accounting_periods p ON p.id = n.period_id
    JOIN fiscal_years fy ON fy.id = p.fiscal_year_id
   WHERE fy.id <> n.fiscal_year_id OR fy.community_agent_id <> n.community_agent_id
      OR n.post_date NOT BETWEEN p.start_date AND p.end_date OR NOT p.is_open OR fy.is_closed
   LIMIT 1;
  IF FOUND THEN
    IF bad.misplaced THEN
      RAISE EXCEPTION 'The post date % is not in the accounting period of the line.', to_char(bad.post_date, 'MM/DD/YYYY')
        USING ERRCODE = 'GL004';
    ELSIF bad.is_closed THEN
      RAISE EXCEPTION 'The post date % falls in a closed fiscal year.', to_char(bad.post_date, 'MM/DD/YYYY')
        USING ERRCODE = 'GL002';
    ELSE
      RAISE EXCEPTION 'The post date % falls in a closed accounting period.', to_char(bad.post_date, 'MM/DD/YYYY')
        USING ERRCODE = 'GL002';
    END IF;
  END IF;

  SELECT n.item_id, sum(n.debit_cents) AS debits, sum(n.credit_cents) AS credits
    INTO bad
    FROM new_rows n
   GROUP BY n.item_id
  HAVING sum(n.debit_cents) <> sum(n.credit_cents)
   LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'Entry % is out of balance: debits % and credits %.', bad.item_id,
      to_char(bad.debits / 100.0, 'FM999,999,999,990.00'), to_char(bad.credits / 100.0, 'FM999,999,999,990.00')
      USING ERRCODE = 'GL001';
  END IF;

  INSERT INTO gl_balance_deltas (company_id, community_agent_id, account_id, cost_center_key,
         period_id, post_date, debit_cents, credit_cents, line_count)
  SELECT company_id, community_agent_id, account_id, coalesce(cost_center_id, 0), period_id, post_date,
         sum(debit_cents), sum(credit_cents), count(*)
    FROM new_rows
   GROUP BY company_id, community_agent_id, account_id, coalesce(cost_center_id, 0), period_id, post_date;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Moves the deltas the caller sees (its company's under row-level security) into the rollups, in
-- one statement; returns how many deltas it moved. Two rollups at once do not count a delta twice:
-- the second waits on the rows the first deletes and then skips them.
CREATE OR REPLACE FUNCTION app_gl_roll_up_balances() RETURNS integer
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
  moved_count integer;
BEGIN
  WITH moved AS (
    DELETE FROM gl_balance_deltas RETURNING *
  ), days AS (
    SELECT company_id, community_agent_id, account_id, cost_center_key, period_id, post_date,
           sum(debit_cents) AS debit_cents, sum(credit_cents) AS credit_cents,
           sum(line_count) AS line_count, count(*) AS deltas
      FROM moved
     GROUP BY company_id, community_agent_id, account_id, cost_center_key, period_id, post_date
  ), daily AS (
    INSERT INTO gl_daily_rollups AS b (company_id, community_agent_id, account_id, cost_center_key,
           period_id, post_date, debit_cents, credit_cents, line_count)
    SELECT company_id, community_agent_id, account_id, cost_center_key, period_id, post_date,
           debit_cents, credit_cents, line_count
      FROM days ORDER BY account_id, cost_center_key, post_date
    ON CONFLICT (account_id, cost_center_key, post_date) DO UPDATE
       SET debit_cents = b.debit_cents + excluded.debit_cents,
           credit_cents = b.credit_cents + excluded.credit_cents,
           line_count = b.line_count + excluded.line_count
  ), periods AS (
    INSERT INTO gl_period_rollups AS b (company_id, community_agent_id, account_id, cost_center_key,
           period_id, debit_cents, credit_cents, line_count)
    SELECT company_id, community_agent_id, account_id, cost_center_key, period_id,
           sum(debit_cents), sum(credit_cents), sum(line_count)
      FROM days
     GROUP BY company_id, community_agent_id, account_id, cost_center_key, period_id
     ORDER BY account_id, cost_center_key, period_id
    ON CONFLICT (account_id, cost_center_key, period_id) DO UPDATE
       SET debit_cents = b.debit_cents + excluded.debit_cents,
           credit_cents = b.credit_cents + excluded.credit_cents,
           line_count = b.line_count + excluded.line_count
  )
  SELECT coalesce(sum(deltas), 0)::int INTO moved_count FROM days;
  RETURN moved_count;
END $$;
--> statement-breakpoint
-- The rollup job finds the companies with deltas waiting through the scheduler policy.
CREATE POLICY scheduler_lookup ON gl_balance_deltas FOR SELECT USING (app_scheduler());
--> statement-breakpoint
-- The reference check of ledger lines as one static query, planned once per session instead of
-- seven dynamic ones re-planned on every INSERT (0.7 ms of a 1.3 ms two-line insert, issue 27).
CREATE OR REPLACE FUNCTION app_check_gl_line_references() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public SET enable_nestloop = on
  SET enable_mergejoin = off SET enable_hashjoin = off SET work_mem = '64MB' AS $$
DECLARE
  bad record;
BEGIN
  SELECT * INTO bad FROM (
    SELECT 'community_agent_id' AS col, 'agents' AS parent, n.ref
      FROM (SELECT DISTINCT company_id, community_agent_id AS ref FROM new_rows ORDER BY 2) n
      LEFT JOIN agents p ON p.id = n.ref WHERE p.id IS NULL OR p.company_id <> n.company_id
    UNION ALL
    SELECT 'item_id', 'items', n.ref
      FROM (SELECT DISTINCT company_id, item_id AS ref FROM new_rows ORDER BY 2) n
      LEFT JOIN items p ON p.id = n.ref WHERE p.id IS NULL OR p.company_id <> n.company_id
    UNION ALL
    SELECT 'item_agent_detail_id', 'item_agent_details', n.ref
      FROM (SELECT DISTINCT company_id, item_agent_detail_id AS ref FROM new_rows
             WHERE item_agent_detail_id IS NOT NULL ORDER BY 2) n
      LEFT JOIN item_agent_details p ON p.id = n.ref WHERE p.id IS NULL OR p.company_id <> n.company_id
    UNION ALL
    SELECT 'account_id', 'accounts', n.ref
      FROM (SELECT DISTINCT company_id, account_id AS ref FROM new_rows ORDER BY 2) n
      LEFT JOIN accounts p ON p.id = n.ref WHERE p.id IS NULL OR p.company_id <> n.company_id
    UNION ALL
    SELECT 'cost_center_id', 'cost_centers', n.ref
      FROM (SELECT DISTINCT company_id, cost_center_id AS ref FROM new_rows
             WHERE cost_center_id IS NOT NULL ORDER BY 2) n
      LEFT JOIN cost_centers p ON p.id = n.ref WHERE p.id IS NULL OR p.company_id <> n.company_id
    UNION ALL
    SELECT 'fiscal_year_id', 'fiscal_years', n.ref
      FROM (SELECT DISTINCT company_id, fiscal_year_id AS ref FROM new_rows ORDER BY 2) n
      LEFT JOIN fiscal_years p ON p.id = n.ref WHERE p.id IS NULL OR p.company_id <> n.company_id
    UNION ALL
    SELECT 'period_id', 'accounting_periods', n.ref
      FROM (SELECT DISTINCT company_id, period_id AS ref FROM new_rows ORDER BY 2) n
      LEFT JOIN accounting_periods p ON p.id = n.ref WHERE p.id IS NULL OR p.company_id <> n.company_id
  ) missing LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'gl_lines.% = % is not a row of % of the same company.', bad.col, bad.ref, bad.parent
      USING ERRCODE = '23503';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER gl_lines_a_references ON gl_lines;
--> statement-breakpoint
-- The same name, so it keeps its place between gl_lines_a_lock_fiscal_years and gl_lines_after_insert.
CREATE TRIGGER gl_lines_a_references AFTER INSERT ON gl_lines
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app_check_gl_line_references();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_grant_app_role() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'hoa_app') THEN
    REVOKE UPDATE, DELETE ON gl_lines FROM hoa_app;
    REVOKE INSERT, UPDATE, DELETE ON gl_balance_deltas, gl_daily_rollups, gl_period_rollups FROM hoa_app;
    GRANT SELECT ON gl_daily_balances, gl_period_balances TO hoa_app;
    REVOKE UPDATE, DELETE ON audit_log FROM hoa_app;
    REVOKE UPDATE, DELETE ON ar_lines FROM hoa_app;
    REVOKE INSERT, UPDATE, DELETE ON owner_code_balances FROM hoa_app;
  END IF;
END $$;
--> statement-breakpoint
-- The balance tables are derived from the ledger lines, which are audited: not audited again.
-- (The securing of 0076 as 0105 kept it under this name; app_secure_tenant_tables() runs it and
-- then adds the transfer policies.)
CREATE OR REPLACE FUNCTION app_secure_tenant_tables_0076() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  t text;
  has_role boolean := EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'hoa_app');
BEGIN
  FOR t IN
    SELECT c.table_name FROM information_schema.columns c
    JOIN information_schema.tables tb ON tb.table_schema = c.table_schema AND tb.table_name = c.table_name
    WHERE c.table_schema = 'public' AND c.column_name = 'company_id' AND tb.table_type = 'BASE TABLE'
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    IF NOT EXISTS (SELECT 1 FROM pg_policies WHERE tablename = t AND policyname = 'tenant_isolation') THEN
      EXECUTE format('CREATE POLICY tenant_isolation ON %I USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id())', t);
    END IF;
    IF t NOT IN ('audit_log', 'auth_tokens', 'ar_lines', 'owner_code_balances', 'ownership_search',
                  'idempotency_keys', 'owner_sessions', 'owner_one_time_codes', 'gl_balance_deltas',
                  'gl_daily_rollups', 'gl_period_rollups')
       AND NOT EXISTS (SELECT 1 FROM pg_trigger WHERE tgname = 'audit_insert' AND tgrelid = t::regclass) THEN
      EXECUTE format('CREATE TRIGGER audit_insert AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app_audit_insert()', t);
      EXECUTE format('CREATE TRIGGER audit_update AFTER UPDATE ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app_audit_update()', t);
      EXECUTE format('CREATE TRIGGER audit_delete AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION app_audit_delete()', t);
    END IF;
    IF has_role THEN
      IF t = 'audit_log' THEN
        EXECUTE format('GRANT SELECT, INSERT ON %I TO hoa_app', t);
      ELSE
        EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %I TO hoa_app', t);
      END IF;
    END IF;
  END LOOP;
  IF has_role THEN
    GRANT USAGE ON SCHEMA public TO hoa_app;
    GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO hoa_app;
  END IF;
  PERFORM app_grant_app_role();
END $$;
--> statement-breakpoint
SELECT app_secure_tenant_tables();
