-- Bulk line tables (ledger lines, item agents and their details) get one audit row per INSERT
-- statement, not one per row: a charge run writes 100,000 of each, and the rows name their item.
-- The summary says who wrote how many rows of which ids; updates and deletes stay row by row.
CREATE OR REPLACE FUNCTION app_audit_insert_summary() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO audit_log (company_id, user_id, table_name, operation, row_id, row_data)
  SELECT r.company_id, app_user_id(), TG_TABLE_NAME, 'INSERT', min(r.id)::text,
         jsonb_build_object('rows', count(*), 'first_id', min(r.id), 'last_id', max(r.id))
    FROM new_rows r
   GROUP BY r.company_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS audit_insert ON gl_lines;
--> statement-breakpoint
CREATE TRIGGER audit_insert AFTER INSERT ON gl_lines REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION app_audit_insert_summary();
--> statement-breakpoint
DROP TRIGGER IF EXISTS audit_insert ON item_agents;
--> statement-breakpoint
CREATE TRIGGER audit_insert AFTER INSERT ON item_agents REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION app_audit_insert_summary();
--> statement-breakpoint
DROP TRIGGER IF EXISTS audit_insert ON item_agent_details;
--> statement-breakpoint
CREATE TRIGGER audit_insert AFTER INSERT ON item_agent_details REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION app_audit_insert_summary();
