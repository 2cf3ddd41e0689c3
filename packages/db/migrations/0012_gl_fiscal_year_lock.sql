-- A year close or its undo and a posting into the same fiscal year must not interleave: a posting
-- that committed after the close read the year's balances would leave income or expense in a
-- closed year. Every statement that writes ledger lines takes a share lock on the fiscal years of
-- its lines; close and undo take an update lock on the community's years (in the same order:
-- community, sequence, id), so each waits for the other and then sees what it committed.
-- Triggers of one event fire in name order: this one runs before gl_lines_after_insert, so the
-- checks there read the year as it stands after the lock.
CREATE OR REPLACE FUNCTION app_gl_lock_fiscal_years() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  PERFORM 1 FROM fiscal_years
   WHERE id IN (SELECT DISTINCT fiscal_year_id FROM new_rows)
   ORDER BY community_agent_id, sequence, id
     FOR SHARE;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER gl_lines_a_lock_fiscal_years AFTER INSERT ON gl_lines
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app_gl_lock_fiscal_years();
