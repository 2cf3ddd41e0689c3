-- Owner postings at scale (docs/decisions.md, "Owner postings write summed ledger lines"):
-- 1. Owner lines name the account holding them in the general ledger and its cost center
--    (columns added by 0039): an owner posting's ledger lines are summed per item, code, account
--    and side, so removing one owner from a posted transaction reverses that owner's amounts from
--    its own lines. Lines posted before take theirs from the ledger lines of their detail, which
--    named the detail: the hold line is the one not on the detail's offset account.
ALTER TABLE ar_lines DISABLE TRIGGER ar_lines_immutable;
--> statement-breakpoint
UPDATE ar_lines a SET account_id = h.account_id, cost_center_id = h.cost_center_id
  FROM (SELECT DISTINCT ON (g.item_id, g.item_agent_detail_id) g.item_id, g.item_agent_detail_id,
               g.account_id, g.cost_center_id
          FROM gl_lines g JOIN item_agent_details d ON d.id = g.item_agent_detail_id
         ORDER BY g.item_id, g.item_agent_detail_id,
                  g.account_id IS NOT DISTINCT FROM d.account_id AND g.cost_center_id IS NULL, g.id) h
 WHERE h.item_id = a.item_id AND h.item_agent_detail_id = a.item_agent_detail_id
   AND a.account_id IS NULL;
--> statement-breakpoint
ALTER TABLE ar_lines ENABLE TRIGGER ar_lines_immutable;
--> statement-breakpoint
DROP TRIGGER ar_lines_a_references ON ar_lines;
--> statement-breakpoint
CREATE TRIGGER ar_lines_a_references AFTER INSERT ON ar_lines
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app_check_line_references(
    'community_agent_id', 'agents', 'property_agent_id', 'agents', 'owner_agent_id', 'agents',
    'code_id', 'codes', 'item_id', 'items', 'item_agent_detail_id', 'item_agent_details',
    'account_id', 'accounts', 'cost_center_id', 'cost_centers');
--> statement-breakpoint
-- 2. The reference check looks the distinct ids up in id order (the parents' index and heap pages
--    are then read in order, not at random: half the time at 100,000 ids).
CREATE OR REPLACE FUNCTION app_check_line_references() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public SET enable_nestloop = on
  SET work_mem = '64MB' AS $$
DECLARE
  missing bigint;
BEGIN
  FOR i IN 0 .. TG_NARGS / 2 - 1 LOOP
    EXECUTE format(
      'SELECT n.ref FROM (SELECT DISTINCT company_id, %1$I AS ref FROM new_rows WHERE %1$I IS NOT NULL ORDER BY 2) n
         LEFT JOIN %2$I p ON p.id = n.ref
        WHERE p.id IS NULL OR p.company_id <> n.company_id
        LIMIT 1', TG_ARGV[i * 2], TG_ARGV[i * 2 + 1])
      INTO missing;
    IF missing IS NOT NULL THEN
      RAISE EXCEPTION '%.% = % is not a row of % of the same company.',
        TG_TABLE_NAME, TG_ARGV[i * 2], missing, TG_ARGV[i * 2 + 1]
        USING ERRCODE = '23503';
    END IF;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- 3. The ledger checks read only the statement's own lines: the periods of its distinct
--    (period, year, community, date), and the balance of each entry's new lines. Lines are never
--    changed or deleted and every statement before left its entries balanced, so an entry balances
--    exactly when the lines a statement adds to it balance (decisions.md) — without reading the
--    entry's earlier lines.
CREATE OR REPLACE FUNCTION app_gl_after_insert() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public SET enable_nestloop = on
  SET work_mem = '64MB' AS $$
DECLARE
  bad record;
BEGIN
  SELECT n.post_date, p.start_date, p.end_date, p.is_open, fy.is_closed,
         (fy.id <> n.fiscal_year_id OR fy.community_agent_id <> n.community_agent_id
          OR n.post_date NOT BETWEEN p.start_date AND p.end_date) AS misplaced
    INTO bad
    FROM (SELECT DISTINCT period_id, fiscal_year_id, community_agent_id, post_date FROM new_rows) n
    JOIN accounting_periods p ON p.id = n.period_id
    JOIN fiscal_years fy ON fy.id = p.fiscal_year_id
   WHERE fy.id <> n.fiscal_year_id OR fy.community_agent_id <> n.community_agent_id
      OR n.post_date NOT BETWEEN p.start_date AND p.end_date OR NOT p.is_open OR fy.is_closed
   LIMIT 1;
  IF FOUND THEN
    IF bad.misplaced THEN
      RAISE EXCEPTION 'The post date % is not in the accounting period of the line.', to_char(bad.post_date, 'MM/DD/YYYY')
        USING ERRCODE = 'GL004';
    ELSIF bad.is_closed THEN
      RAISE EXCEPTION 'The post date % falls in a closed fiscal year.', to_char(bad.post_date, 'MM/DD/YYYY')
        USING ERRCODE = 'GL002';
    ELSE
      RAISE EXCEPTION 'The post date % falls in a closed accounting period.', to_char(bad.post_date, 'MM/DD/YYYY')
        USING ERRCODE = 'GL002';
    END IF;
  END IF;

  SELECT n.item_id, sum(n.debit_cents) AS debits, sum(n.credit_cents) AS credits
    INTO bad
    FROM new_rows n
   GROUP BY n.item_id
  HAVING sum(n.debit_cents) <> sum(n.credit_cents)
   LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'Entry % is out of balance: debits % and credits %.', bad.item_id,
      to_char(bad.debits / 100.0, 'FM999,999,999,990.00'), to_char(bad.credits / 100.0, 'FM999,999,999,990.00')
      USING ERRCODE = 'GL001';
  END IF;

  INSERT INTO gl_period_balances AS b
         (company_id, community_agent_id, account_id, cost_center_key, period_id, debit_cents, credit_cents)
  SELECT company_id, community_agent_id, account_id, coalesce(cost_center_id, 0), period_id,
         sum(debit_cents), sum(credit_cents)
    FROM new_rows
   GROUP BY company_id, community_agent_id, account_id, coalesce(cost_center_id, 0), period_id
  ON CONFLICT (account_id, cost_center_key, period_id) DO UPDATE
     SET debit_cents = b.debit_cents + excluded.debit_cents,
         credit_cents = b.credit_cents + excluded.credit_cents;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- 4. Owner code balances: summed in key order, and pages kept half empty so that the month's
--    update of every owner's balance stays on its page (a HOT update writes no index entry).
CREATE OR REPLACE FUNCTION app_ar_after_insert() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public SET enable_nestloop = on
  SET work_mem = '64MB' AS $$
BEGIN
  INSERT INTO owner_code_balances AS b (company_id, community_agent_id, owner_agent_id, code_id, balance_cents)
  SELECT company_id, community_agent_id, owner_agent_id, code_id, sum(amount_cents)
    FROM new_rows
   GROUP BY company_id, community_agent_id, owner_agent_id, code_id
   ORDER BY owner_agent_id, code_id
  ON CONFLICT (owner_agent_id, code_id) DO UPDATE
     SET balance_cents = b.balance_cents + excluded.balance_cents;
  RETURN NULL;
END $$;
--> statement-breakpoint
ALTER TABLE owner_code_balances SET (fillfactor = 50);
