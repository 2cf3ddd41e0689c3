-- An owner line's property is its owner's parent, and the posting of owner details (charges,
-- adjustments, payments) reads it from the owner agent it joins (postOwnerDetails). That parent is
-- now checked where it is written: an agent of an owner type (primary owner 4, owner 5, renter 16,
-- previous owner 20) names as parent, when it names one, an agent of its own company, checked once
-- per statement on insert and update. An owner line's property read from its joined owner is then
-- a row of the company by this check, and the posting names ar_lines.property_agent_id in
-- app.joined_references (0118): the owner lines' check no longer looks up each owner's property
-- (0.17-0.38 s of posting 100,000 owner lines; issue 27). A parent with children is not deleted.
-- The owner lines' index on the property goes: its one reader, the owner ledger's earlier owners of
-- a property, now finds them as the property's owner agents that have lines, and its upkeep was
-- 0.2-0.3 s of writing 100,000 owner lines. The agents' delete guard still refuses deleting a
-- property named by owner lines; like a lockbox payment's property (0121), it is found without an
-- index of its own (agents are marked deleted, not deleted, by the application).
-- An existing owner whose parent is not an agent of its company stops the migration: the
-- application has always looked the parent up in the company.
DROP INDEX "ar_lines_property_idx";
--> statement-breakpoint
DO $$
DECLARE
  bad record;
BEGIN
  SELECT o.id, o.parent_agent_id INTO bad FROM agents o LEFT JOIN agents p ON p.id = o.parent_agent_id
   WHERE o.agent_type_id IN (4, 5, 16, 20) AND o.parent_agent_id IS NOT NULL
     AND (p.id IS NULL OR p.company_id <> o.company_id)
   LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'agents % names parent %, which is not an agent of its company.', bad.id,
      bad.parent_agent_id USING ERRCODE = '23503';
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION app_check_owner_parents() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public SET enable_nestloop = on
  SET enable_mergejoin = off SET enable_hashjoin = off SET work_mem = '64MB' AS $$
DECLARE
  bad record;
BEGIN
  SELECT n.ref INTO bad
    FROM (SELECT DISTINCT company_id, parent_agent_id AS ref FROM new_rows
           WHERE parent_agent_id IS NOT NULL AND agent_type_id IN (4, 5, 16, 20) ORDER BY 2) n
    LEFT JOIN agents p ON p.id = n.ref WHERE p.id IS NULL OR p.company_id <> n.company_id
   LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'agents.parent_agent_id = % is not a row of agents of the same company.', bad.ref
      USING ERRCODE = '23503';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER agents_a_owner_parents AFTER INSERT ON agents REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION app_check_owner_parents();
--> statement-breakpoint
CREATE TRIGGER agents_a_owner_parents_update AFTER UPDATE ON agents REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION app_check_owner_parents();
--> statement-breakpoint
DROP TRIGGER lines_refuse_delete ON agents;
--> statement-breakpoint
CREATE TRIGGER lines_refuse_delete BEFORE DELETE ON agents FOR EACH ROW
  EXECUTE FUNCTION app_refuse_referenced_delete('agents', 'parent_agent_id', 'item_agents', 'agent_id',
    'ar_lines', 'owner_agent_id', 'ar_lines', 'property_agent_id', 'ar_lines', 'community_agent_id',
    'gl_lines', 'community_agent_id', 'lockbox_payments', 'owner_agent_id', 'lockbox_payments',
    'property_agent_id');
