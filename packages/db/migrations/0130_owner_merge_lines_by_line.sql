-- An owner history merge's lines name the line they move (its reversal on the source owner and
-- its copy on the target), so that a merge is read by owner line, not by detail (issue 27, step 3
-- of 'Which way the change goes' in docs/decisions.md): the merge offers the lines no merge has
-- moved (owner_history_merge_lines.source_line_id) that are not a merge's own, and a line without
-- a detail can be moved too. The merge lines' detail column was read only for that and goes. The
-- lines written so far: a merge's two lines per moved line were written in its transaction
-- (created when it was) under the moved line's detail; their later reversals name no moved line.
ALTER TABLE "ar_lines" ADD COLUMN "moved_line_id" bigint;
--> statement-breakpoint
ALTER TABLE ar_lines DISABLE TRIGGER ar_lines_immutable;
--> statement-breakpoint
UPDATE ar_lines a SET moved_line_id = m.source_line_id
  FROM owner_history_merge_lines m
  JOIN owner_history_merges h ON h.id = m.merge_id
 WHERE a.item_agent_detail_id = m.item_agent_detail_id AND a.id <> m.source_line_id
   AND a.created_at = h.created_at;
--> statement-breakpoint
ALTER TABLE ar_lines ENABLE TRIGGER ar_lines_immutable;
--> statement-breakpoint
DROP INDEX "owner_history_merge_lines_detail_idx";
--> statement-breakpoint
ALTER TABLE "owner_history_merge_lines" DROP COLUMN "item_agent_detail_id";
--> statement-breakpoint
-- The moved line is checked as the other references are (migrations 0115, 0118, 0124, 0127).
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
    UNION ALL
    SELECT 'moved_line_id' AS col, 'ar_lines' AS parent, n.ref
      FROM (SELECT DISTINCT company_id, moved_line_id AS ref FROM new_rows WHERE moved_line_id IS NOT NULL
             ORDER BY 2) n
      LEFT JOIN ar_lines p ON p.id = n.ref WHERE p.id IS NULL OR p.company_id <> n.company_id
  ) missing LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION '%.% = % is not a row of % of the same company.', TG_TABLE_NAME, bad.col, bad.ref,
      bad.parent USING ERRCODE = '23503';
  END IF;
  RETURN NULL;
END $$;
