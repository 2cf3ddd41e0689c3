-- The ledger's invariants, enforced by the database whatever the application does:
-- GL001 an entry (item) whose lines do not balance; GL002 a line in a closed period or closed
-- fiscal year; GL003 any change to a posted line; GL004 a line whose period does not hold its date.
-- All lines of an entry are written in one INSERT, so the checks run once per statement, set-based.
CREATE OR REPLACE FUNCTION app_gl_after_insert() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
  bad record;
BEGIN
  SELECT n.post_date, p.start_date, p.end_date, p.is_open, fy.is_closed,
         (fy.id <> n.fiscal_year_id OR fy.community_agent_id <> n.community_agent_id
          OR n.post_date NOT BETWEEN p.start_date AND p.end_date) AS misplaced
    INTO bad
    FROM new_rows n
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

  SELECT l.item_id, sum(l.debit_cents) AS debits, sum(l.credit_cents) AS credits
    INTO bad
    FROM gl_lines l
   WHERE l.item_id IN (SELECT DISTINCT item_id FROM new_rows)
   GROUP BY l.item_id
  HAVING sum(l.debit_cents) <> sum(l.credit_cents)
   LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'Entry % is out of balance: debits % and credits %.', bad.item_id,
      to_char(bad.debits / 100.0, 'FM999,999,999,990.00'), to_char(bad.credits / 100.0, 'FM999,999,999,990.00')
      USING ERRCODE = 'GL001';
  END IF;

  INSERT INTO gl_period_balances AS b
         (company_id, community_agent_id, account_id, cost_center_key, period_id, debit_cents, credit_cents)
  SELECT company_id, community_agent_id, account_id, coalesce(cost_center_id, 0), period_id,
         sum(debit_cents), sum(credit_cents)
    FROM new_rows
   GROUP BY company_id, community_agent_id, account_id, coalesce(cost_center_id, 0), period_id
  ON CONFLICT (account_id, cost_center_key, period_id) DO UPDATE
     SET debit_cents = b.debit_cents + excluded.debit_cents,
         credit_cents = b.credit_cents + excluded.credit_cents;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER gl_lines_after_insert AFTER INSERT ON gl_lines
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app_gl_after_insert();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_gl_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'Posted ledger lines cannot be changed; post a reversal instead.' USING ERRCODE = 'GL003';
END $$;
--> statement-breakpoint
CREATE TRIGGER gl_lines_immutable BEFORE UPDATE OR DELETE ON gl_lines
  FOR EACH STATEMENT EXECUTE FUNCTION app_gl_refuse_change();
--> statement-breakpoint
CREATE TRIGGER gl_period_balances_guard BEFORE UPDATE OR DELETE ON gl_period_balances
  FOR EACH ROW WHEN (current_user = 'hoa_app') EXECUTE FUNCTION app_gl_refuse_change();
--> statement-breakpoint
-- The app role reads the ledger and inserts lines; balances are written only by the trigger.
CREATE OR REPLACE FUNCTION app_grant_app_role() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'hoa_app') THEN
    REVOKE UPDATE, DELETE ON gl_lines FROM hoa_app;
    REVOKE INSERT, UPDATE, DELETE ON gl_period_balances FROM hoa_app;
    REVOKE UPDATE, DELETE ON audit_log FROM hoa_app;
  END IF;
END $$;
--> statement-breakpoint
-- Grants narrowed per table after every run (ledger and audit tables are append-only).
CREATE OR REPLACE FUNCTION app_secure_tenant_tables() RETURNS void LANGUAGE plpgsql AS $$
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
    IF t NOT IN ('audit_log', 'auth_tokens')
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
