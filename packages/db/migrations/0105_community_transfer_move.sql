-- Community transfer (issue 26): the receiving company moves a community's rows to itself in one
-- transaction. Row-level security keeps each company to its rows, so the move runs in
-- app_move_community, a SECURITY DEFINER function of the migration owner: the owner alone gets the
-- community_transfer policy (rows of the sending company named by app.transfer_from are seen and
-- may be re-keyed to the caller's company), which binds even where the owner is no superuser.
CREATE OR REPLACE FUNCTION app_transfer_sender() RETURNS bigint LANGUAGE sql STABLE AS
$$ SELECT nullif(current_setting('app.transfer_from', true), '')::bigint $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_add_transfer_policies() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  t text;
BEGIN
  FOR t IN
    SELECT c.table_name FROM information_schema.columns c
    JOIN information_schema.tables tb ON tb.table_schema = c.table_schema AND tb.table_name = c.table_name
    WHERE c.table_schema = 'public' AND c.column_name = 'company_id' AND tb.table_type = 'BASE TABLE'
  LOOP
    IF NOT EXISTS (SELECT 1 FROM pg_policies WHERE tablename = t AND policyname = 'community_transfer') THEN
      EXECUTE format('CREATE POLICY community_transfer ON %I TO CURRENT_USER USING (company_id = app_transfer_sender()) WITH CHECK (company_id = app_company_id())', t);
    END IF;
  END LOOP;
END $$;
--> statement-breakpoint
SELECT app_add_transfer_policies();
--> statement-breakpoint
-- Both sides read a transfer: the sender by company_id, the receiver once it has entered the key.
CREATE POLICY transfer_receiver ON community_transfers
  USING (receiver_company_id = app_company_id()) WITH CHECK (receiver_company_id = app_company_id());
--> statement-breakpoint
-- Its updates are written by the receiver (and the owner's functions) on a row of the sender: the
-- audit row of an update would be the sender's, which the receiver may not write. The row records
-- who began and when itself; its insert stays audited (app_secure_tenant_tables adds the update
-- trigger only with the insert one).
DROP TRIGGER audit_update ON community_transfers;
--> statement-breakpoint
CREATE POLICY transfer_key_lookup ON community_transfers TO CURRENT_USER USING (true) WITH CHECK (true);
--> statement-breakpoint
-- Posted lines stay immutable, but the move re-keys them (and only the move sets app.transfer_from;
-- the app role has no UPDATE grant on them).
CREATE OR REPLACE FUNCTION app_gl_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND app_transfer_sender() IS NOT NULL THEN
    RETURN CASE WHEN TG_LEVEL = 'ROW' THEN NEW ELSE NULL END;
  END IF;
  RAISE EXCEPTION 'Posted ledger lines cannot be changed; post a reversal instead.' USING ERRCODE = 'GL003';
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_ar_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND app_transfer_sender() IS NOT NULL THEN
    RETURN CASE WHEN TG_LEVEL = 'ROW' THEN NEW ELSE NULL END;
  END IF;
  RAISE EXCEPTION 'Posted owner lines cannot be changed; post a reversal instead.' USING ERRCODE = 'GL003';
END $$;
--> statement-breakpoint
-- The receiving company enters a key: the transfer becomes its own (step 1 done), once.
CREATE OR REPLACE FUNCTION app_claim_community_transfer(p_key_hash text) RETURNS bigint
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
  claimed bigint;
BEGIN
  UPDATE community_transfers
     SET receiver_company_id = app_company_id(),
         receiver_company_name = (SELECT name FROM companies WHERE id = app_company_id()),
         begun_by_user_id = nullif(current_setting('app.user_id', true), '')::bigint,
         begun_at = now(), status_id = 2, steps_completed = 1
   WHERE key_hash = p_key_hash AND status_id = 1 AND key_expires_at > now()
     AND company_id <> app_company_id() AND app_company_id() IS NOT NULL
  RETURNING id INTO claimed;
  RETURN claimed;
END $$;
--> statement-breakpoint
-- The move: every row naming the community, then what hangs from moved rows by a foreign key
-- (item agents, details, contacts, periods...) until nothing more moves, and the attachments moved
-- rows name. Links to what stays with the sender (its users' community lists, its templates and
-- custom field groups) are removed; custom field values stay with the sender's fields.
-- A moved row that names a row staying with the sender where the ledger checks references (a
-- vendor on an invoice) refuses the whole move (23503).
CREATE OR REPLACE FUNCTION app_move_community(p_transfer_id bigint) RETURNS bigint
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
  tr community_transfers;
  receiver bigint := app_company_id();
  moved bigint := 0;
  n bigint;
  named record;
  pass bigint;
  t text;
  fk record;
  stays text[] := ARRAY['community_transfers', 'user_communities', 'community_templates',
                        'custom_field_group_communities', 'custom_field_values', 'audit_log', 'users'];
BEGIN
  SELECT * INTO tr FROM community_transfers
   WHERE id = p_transfer_id AND receiver_company_id = receiver AND status_id = 2 FOR UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'The transfer % is not in progress.', p_transfer_id USING ERRCODE = 'P0002';
  END IF;
  PERFORM set_config('app.transfer_from', tr.company_id::text, true);
  DELETE FROM user_communities WHERE company_id = tr.company_id AND community_agent_id = tr.community_agent_id;
  DELETE FROM community_templates WHERE company_id = tr.company_id AND community_agent_id = tr.community_agent_id;
  DELETE FROM custom_field_group_communities WHERE company_id = tr.company_id AND community_agent_id = tr.community_agent_id;
  UPDATE agents SET company_id = receiver WHERE id = tr.community_agent_id AND company_id = tr.company_id;
  FOR t IN
    SELECT c.table_name FROM information_schema.columns c
    JOIN information_schema.tables tb ON tb.table_schema = c.table_schema AND tb.table_name = c.table_name
    JOIN information_schema.columns k ON k.table_schema = c.table_schema AND k.table_name = c.table_name
     AND k.column_name = 'company_id'
    WHERE c.table_schema = 'public' AND c.column_name = 'community_agent_id' AND tb.table_type = 'BASE TABLE'
      AND c.table_name <> ALL (stays)
    ORDER BY c.table_name
  LOOP
    EXECUTE format('UPDATE %I SET company_id = $1 WHERE company_id = $2 AND community_agent_id = $3', t)
      USING receiver, tr.company_id, tr.community_agent_id;
    GET DIAGNOSTICS n = ROW_COUNT;
    moved := moved + n;
  END LOOP;
  LOOP
    pass := 0;
    FOR fk IN
      SELECT ch.relname AS child, ca.attname AS col, pa.relname AS parent, pk.attname AS key
        FROM pg_constraint f
        JOIN pg_class ch ON ch.oid = f.conrelid
        JOIN pg_class pa ON pa.oid = f.confrelid
        JOIN pg_attribute ca ON ca.attrelid = f.conrelid AND ca.attnum = f.conkey[1]
        JOIN pg_attribute pk ON pk.attrelid = f.confrelid AND pk.attnum = f.confkey[1]
       WHERE f.contype = 'f' AND f.connamespace = 'public'::regnamespace
         AND array_length(f.conkey, 1) = 1 AND ch.relname <> ALL (stays)
         AND EXISTS (SELECT 1 FROM pg_attribute x WHERE x.attrelid = ch.oid AND x.attname = 'company_id')
         AND EXISTS (SELECT 1 FROM pg_attribute x WHERE x.attrelid = pa.oid AND x.attname = 'company_id')
       ORDER BY 1, 2
    LOOP
      IF fk.parent = 'attachments' THEN
        EXECUTE format('UPDATE attachments a SET company_id = $1 WHERE a.company_id = $2
                          AND a.id IN (SELECT c.%I FROM %I c WHERE c.company_id = $1)', fk.col, fk.child)
          USING receiver, tr.company_id;
        GET DIAGNOSTICS n = ROW_COUNT;
        pass := pass + n;
      END IF;
      EXECUTE format('UPDATE %I c SET company_id = $1 WHERE c.company_id = $2
                        AND c.%I IN (SELECT p.%I FROM %I p WHERE p.company_id = $1)',
                     fk.child, fk.col, fk.key, fk.parent)
        USING receiver, tr.company_id;
      GET DIAGNOSTICS n = ROW_COUNT;
      pass := pass + n;
    END LOOP;
    moved := moved + pass;
    EXIT WHEN pass = 0;
  END LOOP;
  -- A moved transaction may not name an agent that stays (a vendor, a bank): the ledger's references
  -- are of one company (app_check_line_references), so such a community cannot move yet.
  SELECT ia.item_id, a.id AS agent_id, coalesce(c.display_name, '') AS name INTO named
    FROM items i JOIN item_agents ia ON ia.item_id = i.id
    JOIN agents a ON a.id = ia.agent_id LEFT JOIN contacts c ON c.agent_id = a.id
   WHERE i.community_agent_id = tr.community_agent_id AND i.company_id = receiver
     AND a.company_id <> receiver
   ORDER BY ia.item_id LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'transaction % names % (agent %), which stays with the sending company.',
      named.item_id, named.name, named.agent_id USING ERRCODE = '23503';
  END IF;
  UPDATE community_transfers SET status_id = 3, steps_completed = 11, completed_at = now()
   WHERE id = p_transfer_id;
  PERFORM set_config('app.transfer_from', '', true);
  RETURN moved;
END $$;
--> statement-breakpoint
-- Posting into an inactive community is refused (GL005, answered 409 LedgerCommunityInactive).
CREATE OR REPLACE FUNCTION app_refuse_inactive_community() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM (SELECT DISTINCT community_agent_id FROM new_rows) n
               JOIN agents a ON a.id = n.community_agent_id WHERE NOT a.is_active) THEN
    RAISE EXCEPTION 'The community is inactive; activate it before posting to it.' USING ERRCODE = 'GL005';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER gl_lines_a_active_community AFTER INSERT ON gl_lines REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION app_refuse_inactive_community();
--> statement-breakpoint
CREATE TRIGGER ar_lines_a_active_community AFTER INSERT ON ar_lines REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION app_refuse_inactive_community();
--> statement-breakpoint
-- A tenant table added later gets the owner's transfer policy too: the securing function runs the
-- one of 0076 (renamed) and then adds the policy.
ALTER FUNCTION app_secure_tenant_tables() RENAME TO app_secure_tenant_tables_0076;
--> statement-breakpoint
CREATE FUNCTION app_secure_tenant_tables() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM app_secure_tenant_tables_0076();
  PERFORM app_add_transfer_policies();
END $$;
