-- Tenancy: the app role, the request settings, row-level security FORCEd on every tenant table,
-- and the append-only audit log written by statement-level triggers. Safe to run where the login
-- lacks CREATEROLE: the role is then skipped and FORCE still binds the table owner.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'hoa_app') THEN
    BEGIN
      CREATE ROLE hoa_app NOLOGIN NOBYPASSRLS;
    EXCEPTION WHEN insufficient_privilege THEN
      RAISE NOTICE 'hoa_app not created (no CREATEROLE); RLS binds the owner through FORCE';
    END;
  END IF;
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'hoa_app')
     AND NOT pg_has_role(current_user, 'hoa_app', 'MEMBER') THEN
    BEGIN
      EXECUTE format('GRANT hoa_app TO %I', current_user);
    EXCEPTION WHEN insufficient_privilege THEN
      RAISE NOTICE 'cannot grant hoa_app to %', current_user;
    END;
  END IF;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_company_id() RETURNS bigint
  LANGUAGE sql STABLE AS $$ SELECT nullif(current_setting('app.company_id', true), '')::bigint $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_user_id() RETURNS bigint
  LANGUAGE sql STABLE AS $$ SELECT nullif(current_setting('app.user_id', true), '')::bigint $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_auth_lookup() RETURNS boolean
  LANGUAGE sql STABLE AS $$ SELECT coalesce(current_setting('app.auth_lookup', true), '') = 'on' $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_audit_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO audit_log (company_id, user_id, table_name, operation, row_id, row_data)
  SELECT r.company_id, app_user_id(), TG_TABLE_NAME, 'INSERT', to_jsonb(r)->>'id',
         to_jsonb(r) - 'password_hash' - 'token_hash'
  FROM new_rows r;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_audit_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO audit_log (company_id, user_id, table_name, operation, row_id, row_data)
  SELECT r.company_id, app_user_id(), TG_TABLE_NAME, 'UPDATE', to_jsonb(r)->>'id',
         to_jsonb(r) - 'password_hash' - 'token_hash'
  FROM new_rows r;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_audit_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO audit_log (company_id, user_id, table_name, operation, row_id, row_data)
  SELECT r.company_id, app_user_id(), TG_TABLE_NAME, 'DELETE', to_jsonb(r)->>'id',
         to_jsonb(r) - 'password_hash' - 'token_hash'
  FROM old_rows r;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
-- Later migrations that add tenant tables end with SELECT app_secure_tenant_tables();
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
END $$;
--> statement-breakpoint
SELECT app_secure_tenant_tables();
--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION app_refuse_change();
--> statement-breakpoint
-- Sign-in reads a user and a token before the company is known; only then, and only to read.
CREATE POLICY auth_lookup ON users FOR SELECT USING (app_auth_lookup());
--> statement-breakpoint
CREATE POLICY auth_lookup ON auth_tokens FOR SELECT USING (app_auth_lookup());
--> statement-breakpoint
ALTER TABLE companies ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE companies FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON companies USING (id = app_company_id()) WITH CHECK (id = app_company_id());
--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'hoa_app') THEN
    GRANT SELECT, INSERT, UPDATE ON companies TO hoa_app;
  END IF;
END $$;
