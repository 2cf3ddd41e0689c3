-- Lockbox payments and their links to posted receipts (lockbox_payment_items) check their
-- references once per statement, like the ledger's line tables (0023, 0115, 0118), instead of by
-- foreign keys: importing a file of 10,000 payments made 50,000 row-by-row key checks (batch,
-- file, property, owner: about a third of the upload) and posting it 20,000 more (payment,
-- receipt; issue 27). Each distinct id must be a row of the parent of the row's own company, and
-- a payment's batch, a link's payment and its receipt of the same community too. An INSERT that
-- reads the owner and property from the agents it joins names those columns in
-- app.joined_references, and they are left out for it. Deleting a referenced row is refused by a
-- delete guard, as the keys did.
-- Payments and links carry their batch's community: a community transfer (app_move_community)
-- moves every table carrying the community, and had moved these two only by following the keys.
--> statement-breakpoint
ALTER TABLE "lockbox_payment_items" DROP CONSTRAINT "lockbox_payment_items_lockbox_payment_id_lockbox_payments_id_fk";
--> statement-breakpoint
ALTER TABLE "lockbox_payment_items" DROP CONSTRAINT "lockbox_payment_items_item_id_items_id_fk";
--> statement-breakpoint
ALTER TABLE "lockbox_payments" DROP CONSTRAINT "lockbox_payments_batch_id_lockbox_batches_id_fk";
--> statement-breakpoint
ALTER TABLE "lockbox_payments" DROP CONSTRAINT "lockbox_payments_lockbox_file_id_lockbox_files_id_fk";
--> statement-breakpoint
ALTER TABLE "lockbox_payments" DROP CONSTRAINT "lockbox_payments_property_agent_id_agents_id_fk";
--> statement-breakpoint
ALTER TABLE "lockbox_payments" DROP CONSTRAINT "lockbox_payments_owner_agent_id_agents_id_fk";
--> statement-breakpoint
ALTER TABLE "lockbox_payments" ADD COLUMN "community_agent_id" bigint;
--> statement-breakpoint
ALTER TABLE "lockbox_payment_items" ADD COLUMN "community_agent_id" bigint;
--> statement-breakpoint
-- The audit keeps no copy of these backfills: the values are derived, not changed.
ALTER TABLE lockbox_payments DISABLE TRIGGER USER;
--> statement-breakpoint
UPDATE lockbox_payments x SET community_agent_id = b.community_agent_id
  FROM lockbox_batches b WHERE b.id = x.batch_id;
--> statement-breakpoint
ALTER TABLE lockbox_payments ENABLE TRIGGER USER;
--> statement-breakpoint
ALTER TABLE lockbox_payment_items DISABLE TRIGGER USER;
--> statement-breakpoint
UPDATE lockbox_payment_items li SET community_agent_id = x.community_agent_id
  FROM lockbox_payments x WHERE x.id = li.lockbox_payment_id;
--> statement-breakpoint
ALTER TABLE lockbox_payment_items ENABLE TRIGGER USER;
--> statement-breakpoint
ALTER TABLE "lockbox_payments" ALTER COLUMN "community_agent_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "lockbox_payment_items" ALTER COLUMN "community_agent_id" SET NOT NULL;
--> statement-breakpoint
CREATE FUNCTION app_check_lockbox_payment_references() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public SET enable_nestloop = on
  SET enable_mergejoin = off SET enable_hashjoin = off SET work_mem = '64MB' AS $$
DECLARE
  bad record;
  joined text[] := string_to_array(coalesce(current_setting('app.joined_references', true), ''), ',');
BEGIN
  SELECT * INTO bad FROM (
    SELECT 'batch_id' AS col, 'lockbox_batches' AS parent, n.ref, ' and community' AS scope
      FROM (SELECT DISTINCT company_id, batch_id AS ref, community_agent_id FROM new_rows ORDER BY 2) n
      LEFT JOIN lockbox_batches p ON p.id = n.ref
     WHERE p.id IS NULL OR p.company_id <> n.company_id OR p.community_agent_id <> n.community_agent_id
    UNION ALL
    SELECT 'lockbox_file_id' AS col, 'lockbox_files' AS parent, n.ref, '' AS scope
      FROM (SELECT DISTINCT company_id, lockbox_file_id AS ref FROM new_rows ORDER BY 2) n
      LEFT JOIN lockbox_files p ON p.id = n.ref WHERE p.id IS NULL OR p.company_id <> n.company_id
    UNION ALL
    SELECT 'property_agent_id' AS col, 'agents' AS parent, n.ref, '' AS scope
      FROM (SELECT DISTINCT company_id, property_agent_id AS ref FROM new_rows WHERE property_agent_id IS NOT NULL
             AND NOT 'lockbox_payments.property_agent_id' = ANY (joined) ORDER BY 2) n
      LEFT JOIN agents p ON p.id = n.ref WHERE p.id IS NULL OR p.company_id <> n.company_id
    UNION ALL
    SELECT 'owner_agent_id' AS col, 'agents' AS parent, n.ref, '' AS scope
      FROM (SELECT DISTINCT company_id, owner_agent_id AS ref FROM new_rows WHERE owner_agent_id IS NOT NULL
             AND NOT 'lockbox_payments.owner_agent_id' = ANY (joined) ORDER BY 2) n
      LEFT JOIN agents p ON p.id = n.ref WHERE p.id IS NULL OR p.company_id <> n.company_id
  ) missing LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION '%.% = % is not a row of % of the same company%.', TG_TABLE_NAME, bad.col, bad.ref,
      bad.parent, bad.scope USING ERRCODE = '23503';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION app_check_lockbox_payment_item_references() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public SET enable_nestloop = on
  SET enable_mergejoin = off SET enable_hashjoin = off SET work_mem = '64MB' AS $$
DECLARE
  bad record;
BEGIN
  SELECT * INTO bad FROM (
    SELECT 'lockbox_payment_id' AS col, 'lockbox_payments' AS parent, n.ref, ' and community' AS scope
      FROM (SELECT DISTINCT company_id, lockbox_payment_id AS ref, community_agent_id FROM new_rows ORDER BY 2) n
      LEFT JOIN lockbox_payments p ON p.id = n.ref
     WHERE p.id IS NULL OR p.company_id <> n.company_id OR p.community_agent_id <> n.community_agent_id
    UNION ALL
    SELECT 'item_id' AS col, 'items' AS parent, n.ref, ' and community' AS scope
      FROM (SELECT DISTINCT company_id, item_id AS ref, community_agent_id FROM new_rows ORDER BY 2) n
      LEFT JOIN items p ON p.id = n.ref
     WHERE p.id IS NULL OR p.company_id <> n.company_id OR p.community_agent_id <> n.community_agent_id
  ) missing LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION '%.% = % is not a row of % of the same company%.', TG_TABLE_NAME, bad.col, bad.ref,
      bad.parent, bad.scope USING ERRCODE = '23503';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER lockbox_payments_a_references AFTER INSERT ON lockbox_payments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION app_check_lockbox_payment_references();
--> statement-breakpoint
-- A payment is updated when its account is corrected (another owner), an exception is set, or its
-- community moves to another company. Links are written once; a community transfer moves them
-- before their payments (tables in name order), so their update is not checked: the payments'
-- is.
CREATE TRIGGER lockbox_payments_a_references_update AFTER UPDATE ON lockbox_payments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION app_check_lockbox_payment_references();
--> statement-breakpoint
CREATE TRIGGER lockbox_payment_items_a_references AFTER INSERT ON lockbox_payment_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION app_check_lockbox_payment_item_references();
--> statement-breakpoint
-- Delete guards, as the dropped keys refused: a batch or file a payment was read into or from, a
-- payment or item a link names, an agent a payment names (agents are marked deleted, not deleted,
-- by the application; like the keys' checks, a payment's owner and property are found without an
-- index of their own).
CREATE TRIGGER lines_refuse_delete BEFORE DELETE ON lockbox_batches FOR EACH ROW
  EXECUTE FUNCTION app_refuse_referenced_delete('lockbox_payments', 'batch_id');
--> statement-breakpoint
CREATE TRIGGER lines_refuse_delete BEFORE DELETE ON lockbox_files FOR EACH ROW
  EXECUTE FUNCTION app_refuse_referenced_delete('lockbox_payments', 'lockbox_file_id');
--> statement-breakpoint
CREATE TRIGGER lines_refuse_delete BEFORE DELETE ON lockbox_payments FOR EACH ROW
  EXECUTE FUNCTION app_refuse_referenced_delete('lockbox_payment_items', 'lockbox_payment_id');
--> statement-breakpoint
DROP TRIGGER lines_refuse_delete ON items;
--> statement-breakpoint
CREATE TRIGGER lines_refuse_delete BEFORE DELETE ON items FOR EACH ROW
  EXECUTE FUNCTION app_refuse_referenced_delete('gl_lines', 'item_id', 'ar_lines', 'item_id',
    'item_agents', 'item_id', 'lockbox_payment_items', 'item_id');
--> statement-breakpoint
DROP TRIGGER lines_refuse_delete ON agents;
--> statement-breakpoint
CREATE TRIGGER lines_refuse_delete BEFORE DELETE ON agents FOR EACH ROW
  EXECUTE FUNCTION app_refuse_referenced_delete('item_agents', 'agent_id', 'ar_lines', 'owner_agent_id',
    'ar_lines', 'property_agent_id', 'ar_lines', 'community_agent_id', 'gl_lines', 'community_agent_id',
    'lockbox_payments', 'owner_agent_id', 'lockbox_payments', 'property_agent_id');
