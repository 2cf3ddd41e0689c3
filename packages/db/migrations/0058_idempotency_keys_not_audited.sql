-- idempotency_keys holds the first answer of a money-moving call for its repeats: the audit triggers
-- copied every stored answer into audit_log, doubling it, while the document it made is audited on
-- its own table (decisions.md). Its triggers go and the table joins the tables not audited.
DROP TRIGGER IF EXISTS audit_insert ON idempotency_keys;
--> statement-breakpoint
DROP TRIGGER IF EXISTS audit_update ON idempotency_keys;
--> statement-breakpoint
DROP TRIGGER IF EXISTS audit_delete ON idempotency_keys;
--> statement-breakpoint
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
    IF t NOT IN ('audit_log', 'auth_tokens', 'ar_lines', 'owner_code_balances', 'ownership_search',
                  'idempotency_keys')
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
