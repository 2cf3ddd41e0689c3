-- An owner line keeps the account its amount was offset on when it posted (the detail's account),
-- so that removing one owner from a posted transaction reverses that owner's ledger amounts from
-- the owner lines alone (reverseReceivableItemAgents), the first step of issue 27's owner lines
-- that stand without an item agent detail. Null where the line posted no offset: lines offsetting
-- each other within the item (a prepaid moved between codes) and the lines of an owner history
-- merge (a reversal on the source owner and a posting again on the target, on the hold account
-- alone). The lines written so far take it from their details, except a merge's own lines and
-- their reversals. A detail is merged at most once; its lines are then the moved line, the merge's
-- two (written in the merge's transaction: created when it was) and, after the merge, reversals of
-- all three (the item removed, or the owner), of which only the moved line's (its owner, its
-- amount negated) was offset.
ALTER TABLE "ar_lines" ADD COLUMN "offset_account_id" bigint;
--> statement-breakpoint
ALTER TABLE ar_lines DISABLE TRIGGER ar_lines_immutable;
--> statement-breakpoint
UPDATE ar_lines a SET offset_account_id = d.account_id
  FROM item_agent_details d
 WHERE d.id = a.item_agent_detail_id AND d.account_id IS NOT NULL
   AND NOT EXISTS (SELECT 1 FROM owner_history_merge_lines m
                     JOIN owner_history_merges h ON h.id = m.merge_id
                     JOIN ar_lines s ON s.id = m.source_line_id
                    WHERE m.item_agent_detail_id = a.item_agent_detail_id AND a.id <> s.id
                      AND (a.created_at = h.created_at
                           OR a.created_at > h.created_at
                              AND NOT (a.owner_agent_id = s.owner_agent_id
                                       AND a.amount_cents = -s.amount_cents)));
--> statement-breakpoint
ALTER TABLE ar_lines ENABLE TRIGGER ar_lines_immutable;
--> statement-breakpoint
-- The offset account is checked as the other references are (migrations 0115, 0118, 0124).
CREATE OR REPLACE FUNCTION app_check_ar_line_references() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public SET enable_nestloop = on
  SET enable_mergejoin = off SET enable_hashjoin = off SET work_mem = '64MB' SET enable_seqscan = off AS $$
DECLARE
  bad record;
  joined text[] := string_to_array(coalesce(current_setting('app.joined_references', true), ''), ',');
BEGIN
  SELECT * INTO bad FROM (
    SELECT 'community_agent_id' AS col, 'agents' AS parent, n.ref
      FROM (SELECT DISTINCT company_id, community_agent_id AS ref FROM new_rows WHERE community_agent_id IS NOT NULL
             AND NOT 'ar_lines.community_agent_id' = ANY (joined) ORDER BY 2) n
      LEFT JOIN agents p ON p.id = n.ref WHERE p.id IS NULL OR p.company_id <> n.company_id
    UNION ALL
    SELECT 'property_agent_id' AS col, 'agents' AS parent, n.ref
      FROM (SELECT DISTINCT company_id, property_agent_id AS ref FROM new_rows WHERE property_agent_id IS NOT NULL
             AND NOT 'ar_lines.property_agent_id' = ANY (joined) ORDER BY 2) n
      LEFT JOIN agents p ON p.id = n.ref WHERE p.id IS NULL OR p.company_id <> n.company_id
    UNION ALL
    SELECT 'owner_agent_id' AS col, 'agents' AS parent, n.ref
      FROM (SELECT DISTINCT company_id, owner_agent_id AS ref FROM new_rows WHERE owner_agent_id IS NOT NULL
             AND NOT 'ar_lines.owner_agent_id' = ANY (joined) ORDER BY 2) n
      LEFT JOIN agents p ON p.id = n.ref WHERE p.id IS NULL OR p.company_id <> n.company_id
    UNION ALL
    SELECT 'code_id' AS col, 'codes' AS parent, n.ref
      FROM (SELECT DISTINCT company_id, code_id AS ref FROM new_rows WHERE code_id IS NOT NULL
             AND NOT 'ar_lines.code_id' = ANY (joined) ORDER BY 2) n
      LEFT JOIN codes p ON p.id = n.ref WHERE p.id IS NULL OR p.company_id <> n.company_id
    UNION ALL
    SELECT 'item_id' AS col, 'items' AS parent, n.ref
      FROM (SELECT DISTINCT company_id, item_id AS ref FROM new_rows WHERE item_id IS NOT NULL
             AND NOT 'ar_lines.item_id' = ANY (joined) ORDER BY 2) n
      LEFT JOIN items p ON p.id = n.ref WHERE p.id IS NULL OR p.company_id <> n.company_id
    UNION ALL
    SELECT 'item_agent_detail_id' AS col, 'item_agent_details' AS parent, n.ref
      FROM (SELECT DISTINCT company_id, item_agent_detail_id AS ref FROM new_rows WHERE item_agent_detail_id IS NOT NULL
             AND NOT 'ar_lines.item_agent_detail_id' = ANY (joined) ORDER BY 2) n
      LEFT JOIN item_agent_details p ON p.id = n.ref WHERE p.id IS NULL OR p.company_id <> n.company_id
    UNION ALL
    SELECT 'account_id' AS col, 'accounts' AS parent, n.ref
      FROM (SELECT DISTINCT company_id, account_id AS ref FROM new_rows WHERE account_id IS NOT NULL
             AND NOT 'ar_lines.account_id' = ANY (joined) ORDER BY 2) n
      LEFT JOIN accounts p ON p.id = n.ref WHERE p.id IS NULL OR p.company_id <> n.company_id
    UNION ALL
    SELECT 'cost_center_id' AS col, 'cost_centers' AS parent, n.ref
      FROM (SELECT DISTINCT company_id, cost_center_id AS ref FROM new_rows WHERE cost_center_id IS NOT NULL
             AND NOT 'ar_lines.cost_center_id' = ANY (joined) ORDER BY 2) n
      LEFT JOIN cost_centers p ON p.id = n.ref WHERE p.id IS NULL OR p.company_id <> n.company_id
    UNION ALL
    SELECT 'offset_account_id' AS col, 'accounts' AS parent, n.ref
      FROM (SELECT DISTINCT company_id, offset_account_id AS ref FROM new_rows WHERE offset_account_id IS NOT NULL
             AND NOT 'ar_lines.offset_account_id' = ANY (joined) ORDER BY 2) n
      LEFT JOIN accounts p ON p.id = n.ref WHERE p.id IS NULL OR p.company_id <> n.company_id
  ) missing LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION '%.% = % is not a row of % of the same company.', TG_TABLE_NAME, bad.col, bad.ref,
      bad.parent USING ERRCODE = '23503';
  END IF;
  RETURN NULL;
END $$;
