-- Least privilege: the app and pg-boss log in with DATABASE_URL as a role the operator created
-- with no rights of its own; the owner's migration step (MIGRATION_DATABASE_URL) grants it what
-- the app needs: membership of hoa_app (whose rights and row-level security bind every request)
-- and pg-boss's tables. It refuses a login that would see past row-level security.
CREATE OR REPLACE FUNCTION app_grant_login(login name) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  unsafe boolean;
BEGIN
  SELECT r.rolsuper OR r.rolbypassrls OR pg_has_role(login, current_user, 'MEMBER') INTO unsafe
  FROM pg_roles r WHERE r.rolname = login;
  IF unsafe THEN
    RAISE EXCEPTION 'The login of DATABASE_URL (%) must be neither superuser, BYPASSRLS nor the owner (%) of the database''s tables.', login, current_user
      USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'hoa_app') THEN
    RAISE EXCEPTION 'The role hoa_app is missing: the owner of MIGRATION_DATABASE_URL needs CREATEROLE.'
      USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF NOT pg_has_role(login, 'hoa_app', 'MEMBER') THEN
    EXECUTE format('GRANT hoa_app TO %I', login);
  END IF;
  IF to_regclass('pgboss.job') IS NOT NULL THEN
    EXECUTE format('GRANT USAGE ON SCHEMA pgboss TO %I', login);
    EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA pgboss TO %I', login);
    -- A new queue is a partition of pgboss.job, which only its owner may attach: the two queue
    -- functions run as the owner (they quote every name they build).
    ALTER FUNCTION pgboss.create_queue(text, json) SECURITY DEFINER SET search_path = pg_catalog, pg_temp;
    ALTER FUNCTION pgboss.delete_queue(text) SECURITY DEFINER SET search_path = pg_catalog, pg_temp;
  END IF;
END $$;
