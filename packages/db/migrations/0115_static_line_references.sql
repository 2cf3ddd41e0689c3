-- The reference checks of item agents, their details and owner lines as one static query per
-- table, planned once per session, like the ledger lines' (0107): the generic function ran one
-- dynamic query per (column, parent) pair, parsed and planned on every INSERT or UPDATE statement
-- (0.18 ms a pair: 0.9 ms of a journal entry's 7 ms in the database, 1.4 ms of every owner-line
-- statement, issue 27). Same rule and message: each distinct id must be a row of the parent of
-- the line's own company.
--> statement-breakpoint
CREATE FUNCTION app_check_item_agent_references() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public SET enable_nestloop = on
  SET enable_mergejoin = off SET enable_hashjoin = off SET work_mem = '64MB' AS $$
DECLARE
  bad record;
BEGIN
  SELECT * INTO bad FROM (
    SELECT 'item_id' AS col, 'items' AS parent, n.ref
      FROM (SELECT DISTINCT company_id, item_id AS ref FROM new_rows WHERE item_id IS NOT NULL ORDER BY 2) n
      LEFT JOIN items p ON p.id = n.ref WHERE p.id IS NULL OR p.company_id <> n.company_id
    UNION ALL
    SELECT 'agent_id' AS col, 'agents' AS parent, n.ref
      FROM (SELECT DISTINCT company_id, agent_id AS ref FROM new_rows WHERE agent_id IS NOT NULL ORDER BY 2) n
      LEFT JOIN agents p ON p.id = n.ref WHERE p.id IS NULL OR p.company_id <> n.company_id
  ) missing LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION '%.% = % is not a row of % of the same company.', TG_TABLE_NAME, bad.col, bad.ref,
      bad.parent USING ERRCODE = '23503';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION app_check_item_agent_detail_references() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public SET enable_nestloop = on
  SET enable_mergejoin = off SET enable_hashjoin = off SET work_mem = '64MB' AS $$
DECLARE
  bad record;
BEGIN
  SELECT * INTO bad FROM (
    SELECT 'item_agent_id' AS col, 'item_agents' AS parent, n.ref
      FROM (SELECT DISTINCT company_id, item_agent_id AS ref FROM new_rows WHERE item_agent_id IS NOT NULL ORDER BY 2) n
      LEFT JOIN item_agents p ON p.id = n.ref WHERE p.id IS NULL OR p.company_id <> n.company_id
    UNION ALL
    SELECT 'code_id' AS col, 'codes' AS parent, n.ref
      FROM (SELECT DISTINCT company_id, code_id AS ref FROM new_rows WHERE code_id IS NOT NULL ORDER BY 2) n
      LEFT JOIN codes p ON p.id = n.ref WHERE p.id IS NULL OR p.company_id <> n.company_id
    UNION ALL
    SELECT 'account_id' AS col, 'accounts' AS parent, n.ref
      FROM (SELECT DISTINCT company_id, account_id AS ref FROM new_rows WHERE account_id IS NOT NULL ORDER BY 2) n
      LEFT JOIN accounts p ON p.id = n.ref WHERE p.id IS NULL OR p.company_id <> n.company_id
  ) missing LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION '%.% = % is not a row of % of the same company.', TG_TABLE_NAME, bad.col, bad.ref,
      bad.parent USING ERRCODE = '23503';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION app_check_ar_line_references() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public SET enable_nestloop = on
  SET enable_mergejoin = off SET enable_hashjoin = off SET work_mem = '64MB' AS $$
DECLARE
  bad record;
BEGIN
  SELECT * INTO bad FROM (
    SELECT 'community_agent_id' AS col, 'agents' AS parent, n.ref
      FROM (SELECT DISTINCT company_id, community_agent_id AS ref FROM new_rows WHERE community_agent_id IS NOT NULL ORDER BY 2) n
      LEFT JOIN agents p ON p.id = n.ref WHERE p.id IS NULL OR p.company_id <> n.company_id
    UNION ALL
    SELECT 'property_agent_id' AS col, 'agents' AS parent, n.ref
      FROM (SELECT DISTINCT company_id, property_agent_id AS ref FROM new_rows WHERE property_agent_id IS NOT NULL ORDER BY 2) n
      LEFT JOIN agents p ON p.id = n.ref WHERE p.id IS NULL OR p.company_id <> n.company_id
    UNION ALL
    SELECT 'owner_agent_id' AS col, 'agents' AS parent, n.ref
      FROM (SELECT DISTINCT company_id, owner_agent_id AS ref FROM new_rows WHERE owner_agent_id IS NOT NULL ORDER BY 2) n
      LEFT JOIN agents p ON p.id = n.ref WHERE p.id IS NULL OR p.company_id <> n.company_id
    UNION ALL
    SELECT 'code_id' AS col, 'codes' AS parent, n.ref
      FROM (SELECT DISTINCT company_id, code_id AS ref FROM new_rows WHERE code_id IS NOT NULL ORDER BY 2) n
      LEFT JOIN codes p ON p.id = n.ref WHERE p.id IS NULL OR p.company_id <> n.company_id
    UNION ALL
    SELECT 'item_id' AS col, 'items' AS parent, n.ref
      FROM (SELECT DISTINCT company_id, item_id AS ref FROM new_rows WHERE item_id IS NOT NULL ORDER BY 2) n
      LEFT JOIN items p ON p.id = n.ref WHERE p.id IS NULL OR p.company_id <> n.company_id
    UNION ALL
    SELECT 'item_agent_detail_id' AS col, 'item_agent_details' AS parent, n.ref
      FROM (SELECT DISTINCT company_id, item_agent_detail_id AS ref FROM new_rows WHERE item_agent_detail_id IS NOT NULL ORDER BY 2) n
      LEFT JOIN item_agent_details p ON p.id = n.ref WHERE p.id IS NULL OR p.company_id <> n.company_id
    UNION ALL
    SELECT 'account_id' AS col, 'accounts' AS parent, n.ref
      FROM (SELECT DISTINCT company_id, account_id AS ref FROM new_rows WHERE account_id IS NOT NULL ORDER BY 2) n
      LEFT JOIN accounts p ON p.id = n.ref WHERE p.id IS NULL OR p.company_id <> n.company_id
    UNION ALL
    SELECT 'cost_center_id' AS col, 'cost_centers' AS parent, n.ref
      FROM (SELECT DISTINCT company_id, cost_center_id AS ref FROM new_rows WHERE cost_center_id IS NOT NULL ORDER BY 2) n
      LEFT JOIN cost_centers p ON p.id = n.ref WHERE p.id IS NULL OR p.company_id <> n.company_id
  ) missing LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION '%.% = % is not a row of % of the same company.', TG_TABLE_NAME, bad.col, bad.ref,
      bad.parent USING ERRCODE = '23503';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The triggers keep their names, so they keep their places among the tables' other triggers.
--> statement-breakpoint
DROP TRIGGER item_agents_a_references ON item_agents;
--> statement-breakpoint
CREATE TRIGGER item_agents_a_references AFTER INSERT ON item_agents
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app_check_item_agent_references();
--> statement-breakpoint
DROP TRIGGER item_agents_a_references_update ON item_agents;
--> statement-breakpoint
CREATE TRIGGER item_agents_a_references_update AFTER UPDATE ON item_agents
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app_check_item_agent_references();
--> statement-breakpoint
DROP TRIGGER item_agent_details_a_references ON item_agent_details;
--> statement-breakpoint
CREATE TRIGGER item_agent_details_a_references AFTER INSERT ON item_agent_details
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app_check_item_agent_detail_references();
--> statement-breakpoint
DROP TRIGGER item_agent_details_a_references_update ON item_agent_details;
--> statement-breakpoint
CREATE TRIGGER item_agent_details_a_references_update AFTER UPDATE ON item_agent_details
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app_check_item_agent_detail_references();
--> statement-breakpoint
DROP TRIGGER ar_lines_a_references ON ar_lines;
--> statement-breakpoint
CREATE TRIGGER ar_lines_a_references AFTER INSERT ON ar_lines
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app_check_ar_line_references();
--> statement-breakpoint
DROP FUNCTION app_check_line_references();
