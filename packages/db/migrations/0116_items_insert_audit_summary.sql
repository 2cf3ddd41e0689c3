-- Items are written in bulk too (a charge run, a lockbox batch, a direct-debit run: one per owner
-- or payment): their INSERT writes one audit row per statement like the bulk line tables
-- (migration 0021), not a JSON copy of each row, which was a third of the cost of writing 10,000
-- lockbox receipts (issue 27). The rows are kept; their updates and deletes stay row by row.
DROP TRIGGER IF EXISTS audit_insert ON items;
--> statement-breakpoint
CREATE TRIGGER audit_insert AFTER INSERT ON items REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION app_audit_insert_summary();
