-- The reference check (app_check_line_references, 0040) reads its ids in order and looks each up
-- by primary key; with merge and hash joins off, the planner cannot trade those lookups for a scan
-- of the whole parent index or table, whose cost grows with the table, not with the statement.
ALTER FUNCTION app_check_line_references() SET enable_mergejoin = off SET enable_hashjoin = off;
--> statement-breakpoint
-- Lockbox payments are the lines of an imported file: like the bulk line tables (0021), one audit
-- row per INSERT statement (who, how many, first and last id) instead of a copy of every row; the
-- rows are kept and name their batch. Their updates (matching, fixes, posting) stay row by row.
DROP TRIGGER IF EXISTS audit_insert ON lockbox_payments;
--> statement-breakpoint
CREATE TRIGGER audit_insert AFTER INSERT ON lockbox_payments REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION app_audit_insert_summary();
