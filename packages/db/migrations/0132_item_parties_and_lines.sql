-- The parties of an item and their lines, as every reader of them sees them (issue 27, step 4 of
-- the owner-line change, docs/decisions.md): today the item agents and their details. A charge run
-- will keep its owners and amounts without a row per owner; these views will then read them too,
-- so that the item screens, the feeds, the run reviews and the removals read one relation and not
-- the tables. Writers still write the tables.
-- The views run with the reader's rights and row-level security (security_invoker).
CREATE VIEW item_parties WITH (security_invoker = true) AS
SELECT ia.company_id, ia.item_id, ia.agent_id, ia.id AS item_agent_id, ia.is_deleted,
       ia.is_direct_debit, ia.check_number
  FROM item_agents ia;
--> statement-breakpoint
-- is_deleted: the line was removed; is_live: neither the line nor its party was (a removed
-- party's lines count no more, though the item's screens still show them under it).
CREATE VIEW item_lines WITH (security_invoker = true) AS
SELECT d.company_id, ia.item_id, ia.agent_id, ia.id AS item_agent_id,
       d.id AS item_agent_detail_id, d.code_id, d.amount_cents, d.accrued_amount_cents, d.is_debit,
       d.account_id, d.cost_center_category_id, d.reference, d.description, d.is_deleted,
       NOT (d.is_deleted OR ia.is_deleted) AS is_live
  FROM item_agents ia
  JOIN item_agent_details d ON d.item_agent_id = ia.id;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_grant_app_role() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'hoa_app') THEN
    REVOKE UPDATE, DELETE ON gl_lines FROM hoa_app;
    REVOKE INSERT, UPDATE, DELETE ON gl_balance_deltas, gl_daily_rollups, gl_period_rollups FROM hoa_app;
    GRANT SELECT ON gl_daily_balances, gl_period_balances, item_parties, item_lines TO hoa_app;
    REVOKE UPDATE, DELETE ON audit_log FROM hoa_app;
    REVOKE UPDATE, DELETE ON ar_lines FROM hoa_app;
    REVOKE INSERT, UPDATE, DELETE ON owner_code_balances FROM hoa_app;
  END IF;
END $$;
--> statement-breakpoint
SELECT app_grant_app_role();
