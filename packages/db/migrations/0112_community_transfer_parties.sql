-- Community transfer (issue 26): a moved transaction's parties and lines move with it, and the
-- vendors and banks the moved rows name are copied to the receiving company.
-- item_agents and item_agent_details have no foreign key (their references are checked per
-- statement, 0023), so the key-following pass of 0105 left them with the sender: the receiver's
-- items had no parties, their owner lines named details it could not see.
--
-- app_transfer_copy_rows: the sender's rows of p_table whose p_key is p_old, inserted again with
-- the columns of p_set (bigints) replaced; returns the new id when p_key is the primary key.
CREATE OR REPLACE FUNCTION app_transfer_copy_rows(p_table text, p_key text, p_old bigint, p_set jsonb)
RETURNS bigint LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
  cols text;
  vals text;
  copied bigint;
BEGIN
  SELECT string_agg(quote_ident(column_name), ', ' ORDER BY ordinal_position),
         string_agg(CASE WHEN p_set ? column_name THEN quote_literal(p_set ->> column_name) || '::bigint'
                         ELSE quote_ident(column_name) END, ', ' ORDER BY ordinal_position)
    INTO cols, vals
    FROM information_schema.columns
   WHERE table_schema = 'public' AND table_name = p_table AND column_name <> 'id'
     AND is_generated = 'NEVER';
  IF p_key = 'id' THEN
    EXECUTE format('INSERT INTO %I (%s) SELECT %s FROM %I WHERE company_id = $1 AND id = $2 RETURNING id',
                   p_table, cols, vals, p_table)
      INTO copied USING app_transfer_sender(), p_old;
  ELSE
    EXECUTE format('INSERT INTO %I (%s) SELECT %s FROM %I WHERE company_id = $1 AND %I = $2',
                   p_table, cols, vals, p_table, p_key)
      USING app_transfer_sender(), p_old;
  END IF;
  RETURN copied;
END $$;
--> statement-breakpoint
-- The move: every row naming the community, then until nothing more moves: what hangs from moved
-- rows by a foreign key (contacts, periods...), the attachments moved rows name, copies of the
-- sender's vendors and banks the moved rows name (each with its contact, addresses, phones and web
-- addresses; the moved rows re-pointed to the copy, the sender keeps its own), and the moved
-- transactions' parties (item_agents, re-pointed in the same statement) and their lines
-- (item_agent_details). Links to what stays with the sender (its users' community lists, its
-- templates and custom field groups) are removed; custom field values stay with the sender's fields.
-- A moved transaction naming another agent that stays (a management company's) refuses the whole
-- move (23503).
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
  v record;
  copy bigint;
  copies jsonb := '{}';
  fresh bigint[];
  naming text;
  copied_types int[] := ARRAY[6, 7]; -- AgentTypeId Bank, Vendor
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
  -- The agents moved rows name: the moved items' parties and every key column to agents.
  SELECT string_agg(format('SELECT c.%I AS id FROM %I c WHERE c.company_id = $1', ca.attname, ch.relname), ' UNION ')
    INTO naming
    FROM pg_constraint f
    JOIN pg_class ch ON ch.oid = f.conrelid
    JOIN pg_attribute ca ON ca.attrelid = f.conrelid AND ca.attnum = f.conkey[1]
   WHERE f.contype = 'f' AND f.connamespace = 'public'::regnamespace AND f.confrelid = 'agents'::regclass
     AND array_length(f.conkey, 1) = 1 AND ch.relname <> ALL (stays)
     AND EXISTS (SELECT 1 FROM pg_attribute x WHERE x.attrelid = ch.oid AND x.attname = 'company_id');
  naming := 'SELECT ia.agent_id AS id FROM item_agents ia JOIN items i ON i.id = ia.item_id
              WHERE i.company_id = $1 AND i.community_agent_id = $4'
            || coalesce(' UNION ' || naming, '');
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
    -- The sender's vendors and banks named by moved rows: copied once, the moved rows re-pointed.
    fresh := ARRAY[]::bigint[];
    FOR v IN EXECUTE format('SELECT DISTINCT a.id FROM (%s) n JOIN agents a ON a.id = n.id
                              WHERE a.company_id = $2 AND a.agent_type_id = ANY ($3) ORDER BY a.id', naming)
      USING receiver, tr.company_id, copied_types, tr.community_agent_id
    LOOP
      copy := app_transfer_copy_rows('agents', 'id', v.id, jsonb_build_object('company_id', receiver));
      FOREACH t IN ARRAY ARRAY['contacts', 'addresses', 'phones', 'web_addresses'] LOOP
        PERFORM app_transfer_copy_rows(t, 'agent_id', v.id,
                                       jsonb_build_object('company_id', receiver, 'agent_id', copy));
      END LOOP;
      copies := copies || jsonb_build_object(v.id::text, copy);
      fresh := fresh || v.id;
      pass := pass + 1;
    END LOOP;
    IF cardinality(fresh) > 0 THEN
      FOR fk IN
        SELECT ch.relname AS child, ca.attname AS col
          FROM pg_constraint f
          JOIN pg_class ch ON ch.oid = f.conrelid
          JOIN pg_attribute ca ON ca.attrelid = f.conrelid AND ca.attnum = f.conkey[1]
         WHERE f.contype = 'f' AND f.connamespace = 'public'::regnamespace AND f.confrelid = 'agents'::regclass
           AND array_length(f.conkey, 1) = 1 AND ch.relname <> ALL (stays)
           AND EXISTS (SELECT 1 FROM pg_attribute x WHERE x.attrelid = ch.oid AND x.attname = 'company_id')
      LOOP
        EXECUTE format('UPDATE %I c SET %I = ($2 ->> c.%I::text)::bigint WHERE c.company_id = $1 AND c.%I = ANY ($3)',
                       fk.child, fk.col, fk.col, fk.col)
          USING receiver, copies, fresh;
      END LOOP;
    END IF;
    -- A moved transaction may not name another agent that stays: the ledger's references are of
    -- one company (app_check_line_references).
    SELECT ia.item_id, a.id AS agent_id, coalesce(c.display_name, '') AS name INTO named
      FROM items i JOIN item_agents ia ON ia.item_id = i.id
      JOIN agents a ON a.id = ia.agent_id LEFT JOIN contacts c ON c.agent_id = a.id
     WHERE i.community_agent_id = tr.community_agent_id AND i.company_id = receiver
       AND a.company_id <> receiver AND NOT copies ? a.id::text
     ORDER BY ia.item_id LIMIT 1;
    IF FOUND THEN
      RAISE EXCEPTION 'transaction % names % (agent %), which stays with the sending company.',
        named.item_id, named.name, named.agent_id USING ERRCODE = '23503';
    END IF;
    UPDATE item_agents ia SET company_id = receiver,
           agent_id = coalesce((copies ->> ia.agent_id::text)::bigint, ia.agent_id)
     WHERE ia.company_id = tr.company_id
       AND ia.item_id IN (SELECT i.id FROM items i
                           WHERE i.company_id = receiver AND i.community_agent_id = tr.community_agent_id);
    GET DIAGNOSTICS n = ROW_COUNT;
    pass := pass + n;
    UPDATE item_agent_details d SET company_id = receiver
     WHERE d.company_id = tr.company_id
       AND d.item_agent_id IN (SELECT ia.id FROM item_agents ia JOIN items i ON i.id = ia.item_id
                                WHERE i.company_id = receiver AND i.community_agent_id = tr.community_agent_id);
    GET DIAGNOSTICS n = ROW_COUNT;
    pass := pass + n;
    moved := moved + pass;
    EXIT WHEN pass = 0;
  END LOOP;
  UPDATE community_transfers SET status_id = 3, steps_completed = 11, completed_at = now()
   WHERE id = p_transfer_id;
  PERFORM set_config('app.transfer_from', '', true);
  RETURN moved;
END $$;
