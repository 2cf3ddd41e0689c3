-- An assessment run's arrays are written in bulk, like the item agents and details they replace
-- (migrations 0021 and 0116): their INSERT writes one audit row per statement naming the rows, not
-- a JSON copy of each row's owners and amounts (1,000 rows of 100 owners took 75-140 ms of the
-- accrual, issue 27). The amounts as accrued stay on the row; updates and deletes stay row by row.
DROP TRIGGER IF EXISTS audit_insert ON charge_run_codes;
--> statement-breakpoint
CREATE TRIGGER audit_insert AFTER INSERT ON charge_run_codes REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION app_audit_insert_summary();
