CREATE TABLE "ownership_search" (
	"agent_id" bigint PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"agent_type_id" smallint NOT NULL,
	"property_agent_id" bigint NOT NULL,
	"community_agent_id" bigint,
	"first_name_key" text,
	"last_name_key" text,
	"account_number" varchar(50),
	"street_number" varchar(50),
	"street_number_key" numeric,
	"street_name_key" text,
	"unit" varchar(50),
	"names_text" text NOT NULL,
	"details_text" text NOT NULL,
	"phone_digits" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ownership_search" ADD CONSTRAINT "ownership_search_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ownership_search" ADD CONSTRAINT "ownership_search_property_agent_id_agents_id_fk" FOREIGN KEY ("property_agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ownership_search_property_idx" ON "ownership_search" USING btree ("property_agent_id");--> statement-breakpoint
CREATE INDEX "ownership_search_names_trgm" ON "ownership_search" USING gin ("names_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ownership_search_details_trgm" ON "ownership_search" USING gin ("details_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ownership_search_phones_trgm" ON "ownership_search" USING gin ("phone_digits" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ownership_search_last_name_sort" ON "ownership_search" USING btree ("company_id","last_name_key","first_name_key","agent_id") WHERE "ownership_search"."last_name_key" is not null;--> statement-breakpoint
CREATE INDEX "ownership_search_first_name_sort" ON "ownership_search" USING btree ("company_id","first_name_key","last_name_key","agent_id") WHERE "ownership_search"."first_name_key" is not null;--> statement-breakpoint
CREATE INDEX "ownership_search_account_sort" ON "ownership_search" USING btree ("company_id","account_number","agent_id") WHERE "ownership_search"."account_number" is not null;--> statement-breakpoint
CREATE INDEX "ownership_search_street_number_sort" ON "ownership_search" USING btree ("company_id","street_number_key","street_number","street_name_key","unit","agent_id") WHERE "ownership_search"."street_number_key" is not null;--> statement-breakpoint
CREATE INDEX "ownership_search_street_name_sort" ON "ownership_search" USING btree ("company_id","street_name_key","street_number_key","street_number","unit","agent_id") WHERE "ownership_search"."street_name_key" is not null;--> statement-breakpoint
-- Owner search reads one row per owner (ownership_search): its sort keys and the text it is found
-- by, written here from agents, contacts, addresses, phones and property details. Every statement
-- that changes what a row reads refreshes the rows of the agents it touched and of the owners
-- under them, set-based, once per statement. The text is in lower case with a line break before
-- each part: a term (which never holds a line break) is found within one part, as in the columns
-- themselves, and a pattern that must start a part starts a line. In lower case LIKE gives what
-- ILIKE gives on the columns (ILIKE lowers both sides for every row it tests).
CREATE OR REPLACE FUNCTION app_ownership_search_refresh(ids bigint[]) RETURNS void
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public
  -- Every row is found by its key from the ids, whatever the tables' statistics say (an embedded
  -- database has none): a few ids must not read all of a company's agents. As the tables' owner
  -- the lookups carry no tenant condition that could lead the planner to the company's index;
  -- the rows are those of the ids, which the statement that changed them could write.
  SET enable_seqscan = off SET enable_hashjoin = off SET enable_mergejoin = off AS $$
DECLARE
  -- The owner-like agents among the ids and under them.
  owners bigint[] := array(SELECT DISTINCT k.id FROM unnest(ids) t(id)
    CROSS JOIN LATERAL (SELECT o.id, o.agent_type_id FROM agents o WHERE o.id = t.id
      UNION ALL
      SELECT c.id, c.agent_type_id FROM agents c WHERE c.parent_agent_id = t.id) k
    WHERE k.agent_type_id IN (4, 5, 16, 20));
BEGIN
  DELETE FROM ownership_search s
   WHERE s.agent_id = ANY(ids || owners)
     AND NOT EXISTS (SELECT 1 FROM agents o JOIN agents p ON p.id = o.parent_agent_id
          WHERE o.id = s.agent_id AND o.agent_type_id IN (4, 5, 16, 20) AND NOT o.is_deleted
            AND NOT p.is_deleted);
  INSERT INTO ownership_search (agent_id, company_id, agent_type_id, property_agent_id,
      community_agent_id, first_name_key, last_name_key, account_number, street_number,
      street_number_key, street_name_key, unit, names_text, details_text, phone_digits)
  SELECT f.* FROM (
    SELECT o.id AS agent_id, o.company_id, o.agent_type_id, p.id AS property_agent_id,
      o.community_agent_id, lower(oc.first_name) AS first_name_key,
      lower(oc.last_name) AS last_name_key, pd.account_number, pa.street_number,
      nullif(substring(pa.street_number from '^[0-9]{1,18}'), '')::numeric AS street_number_key,
      lower(pa.street_name) AS street_name_key, pa.unit,
      names.text AS names_text, details.text AS details_text, phones.text AS phone_digits
    FROM unnest(owners) t(id)
    JOIN agents o ON o.id = t.id
    JOIN agents p ON p.id = o.parent_agent_id AND NOT p.is_deleted
    -- A property's own names, addresses, account and phones find its owners.
    CROSS JOIN LATERAL (SELECT CASE WHEN p.agent_type_id = 3 THEN p.id END AS id) mp
    LEFT JOIN contacts oc ON oc.agent_id = o.id
    LEFT JOIN contacts pc ON pc.agent_id = mp.id
    LEFT JOIN property_details pd ON pd.agent_id = p.id
    LEFT JOIN LATERAL (SELECT a.street_number, a.street_name, a.unit FROM addresses a
        WHERE a.agent_id = p.id ORDER BY a.is_primary DESC, a.id LIMIT 1) pa ON true
    CROSS JOIN LATERAL (SELECT coalesce(string_agg(DISTINCT E'\n' || lower(n), ''), '') AS text
        FROM unnest(ARRAY[oc.display_name, oc.first_name, oc.last_name]) n) names
    CROSS JOIN LATERAL (SELECT coalesce(string_agg(DISTINCT E'\n' || lower(l.line), ''), '') AS text
      FROM (SELECT unnest(ARRAY[oc.primary_email_address, pc.display_name, pc.first_name,
            pc.last_name, pc.primary_email_address]) AS line
        UNION ALL
        SELECT CASE WHEN a.street_number IS NULL THEN a.street_name
            ELSE a.street_number || ' ' || a.street_name END
          FROM addresses a WHERE a.agent_id IN (o.id, mp.id)
        UNION ALL
        SELECT d.account_number FROM property_details d WHERE d.agent_id IN (o.id, mp.id)) l) details
    CROSS JOIN LATERAL (SELECT coalesce(string_agg(DISTINCT E'\n' || h.area_code || h.phone_number, ''), '')
        AS text FROM phones h WHERE h.agent_id IN (o.id, mp.id)) phones
    WHERE NOT o.is_deleted
  ) f
  -- A row read again unchanged is not written (nor locked).
  LEFT JOIN ownership_search s ON s.agent_id = f.agent_id
  WHERE ROW(s.*) IS DISTINCT FROM ROW(f.*)
  ON CONFLICT (agent_id) DO UPDATE SET company_id = excluded.company_id,
    agent_type_id = excluded.agent_type_id, property_agent_id = excluded.property_agent_id,
    community_agent_id = excluded.community_agent_id, first_name_key = excluded.first_name_key,
    last_name_key = excluded.last_name_key, account_number = excluded.account_number,
    street_number = excluded.street_number, street_number_key = excluded.street_number_key,
    street_name_key = excluded.street_name_key, unit = excluded.unit,
    names_text = excluded.names_text, details_text = excluded.details_text,
    phone_digits = excluded.phone_digits;
END $$;
--> statement-breakpoint
-- Arguments: the column naming the agent; for an insert into another table than agents, the
-- table's key; for an update, the other columns the rows read (an update refreshes the agents of
-- the rows where one of them changed).
CREATE OR REPLACE FUNCTION app_ownership_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids bigint[];
  read_columns text := (SELECT string_agg(quote_ident(c), ', ') FROM unnest(TG_ARGV) c);
BEGIN
  IF TG_OP = 'INSERT' AND TG_NARGS = 1 THEN
    EXECUTE format('SELECT array_agg(DISTINCT %I) FROM new_rows', TG_ARGV[0]) INTO ids;
  ELSIF TG_OP = 'INSERT' THEN
    -- An agent inserted by this same statement (an INSERT writing its other rows in CTEs) is left
    -- to the statement's trigger on agents, which sees all the rows the statement wrote: its rows
    -- are those whose agent carries the same transaction and command ids.
    EXECUTE format('SELECT array_agg(DISTINCT n.%1$I) FROM new_rows n
        JOIN agents a ON a.id = n.%1$I
        CROSS JOIN (SELECT t.xmin AS xid, t.cmin AS cid FROM %3$I t
          WHERE t.%2$I = (SELECT %2$I FROM new_rows LIMIT 1)) this
        WHERE NOT (a.xmin = this.xid AND a.cmin = this.cid)',
      TG_ARGV[0], TG_ARGV[1], TG_TABLE_NAME) INTO ids;
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format('SELECT array_agg(DISTINCT %I) FROM old_rows', TG_ARGV[0]) INTO ids;
  ELSE
    EXECUTE format('SELECT array_agg(DISTINCT %1$I) FROM (
        (SELECT %2$s FROM new_rows EXCEPT SELECT %2$s FROM old_rows)
        UNION ALL (SELECT %2$s FROM old_rows EXCEPT SELECT %2$s FROM new_rows)) changed',
      TG_ARGV[0], read_columns) INTO ids;
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM app_ownership_search_refresh(ids);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A deleted agent's rows go with it (the table's foreign keys cascade).
CREATE TRIGGER ownership_search_insert AFTER INSERT ON agents REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION app_ownership_search_sync('id');
--> statement-breakpoint
CREATE TRIGGER ownership_search_update AFTER UPDATE ON agents
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION app_ownership_search_sync('id', 'agent_type_id', 'parent_agent_id',
    'community_agent_id', 'is_deleted');
--> statement-breakpoint
CREATE TRIGGER ownership_search_insert AFTER INSERT ON contacts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION app_ownership_search_sync('agent_id', 'agent_id');
--> statement-breakpoint
CREATE TRIGGER ownership_search_update AFTER UPDATE ON contacts
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION app_ownership_search_sync('agent_id', 'display_name', 'first_name', 'last_name',
    'primary_email_address');
--> statement-breakpoint
CREATE TRIGGER ownership_search_delete AFTER DELETE ON contacts REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION app_ownership_search_sync('agent_id');
--> statement-breakpoint
CREATE TRIGGER ownership_search_insert AFTER INSERT ON addresses REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION app_ownership_search_sync('agent_id', 'id');
--> statement-breakpoint
CREATE TRIGGER ownership_search_update AFTER UPDATE ON addresses
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION app_ownership_search_sync('agent_id', 'id', 'street_number', 'street_name',
    'unit', 'is_primary');
--> statement-breakpoint
CREATE TRIGGER ownership_search_delete AFTER DELETE ON addresses REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION app_ownership_search_sync('agent_id');
--> statement-breakpoint
CREATE TRIGGER ownership_search_insert AFTER INSERT ON phones REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION app_ownership_search_sync('agent_id', 'id');
--> statement-breakpoint
CREATE TRIGGER ownership_search_update AFTER UPDATE ON phones
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION app_ownership_search_sync('agent_id', 'area_code', 'phone_number');
--> statement-breakpoint
CREATE TRIGGER ownership_search_delete AFTER DELETE ON phones REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION app_ownership_search_sync('agent_id');
--> statement-breakpoint
CREATE TRIGGER ownership_search_insert AFTER INSERT ON property_details
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION app_ownership_search_sync('agent_id', 'agent_id');
--> statement-breakpoint
CREATE TRIGGER ownership_search_update AFTER UPDATE ON property_details
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION app_ownership_search_sync('agent_id', 'account_number');
--> statement-breakpoint
CREATE TRIGGER ownership_search_delete AFTER DELETE ON property_details
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION app_ownership_search_sync('agent_id');
--> statement-breakpoint
-- The rows of the owners already there. Row-level security would show the tables' owner no row
-- (no company is set here): it is lifted for this transaction and put back below.
ALTER TABLE agents NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE contacts NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE addresses NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE phones NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE property_details NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
SELECT app_ownership_search_refresh(array(SELECT id FROM agents WHERE agent_type_id IN (4, 5, 16, 20)));
--> statement-breakpoint
-- The search matches the lower-case text with LIKE, which under row-level security can use the
-- trigram indexes only when marked LEAKPROOF, as ILIKE is (migration 0009): textlike only compares
-- its text with the app's own pattern.
DO $$
BEGIN
  ALTER FUNCTION pg_catalog.textlike(text, text) LEAKPROOF;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'textlike not marked LEAKPROOF (needs a superuser): owner search runs without its trigram indexes';
END $$;
--> statement-breakpoint
-- ownership_search is derived from audited tables: the audit log would only copy it (decisions.md).
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
    IF t NOT IN ('audit_log', 'auth_tokens', 'ar_lines', 'owner_code_balances', 'ownership_search')
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
