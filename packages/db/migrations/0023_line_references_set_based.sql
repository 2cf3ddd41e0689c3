ALTER TABLE "item_agent_details" DROP CONSTRAINT "item_agent_details_item_agent_id_item_agents_id_fk";
--> statement-breakpoint
ALTER TABLE "item_agent_details" DROP CONSTRAINT "item_agent_details_code_id_codes_id_fk";
--> statement-breakpoint
ALTER TABLE "item_agent_details" DROP CONSTRAINT "item_agent_details_account_id_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "item_agents" DROP CONSTRAINT "item_agents_item_id_items_id_fk";
--> statement-breakpoint
ALTER TABLE "item_agents" DROP CONSTRAINT "item_agents_agent_id_agents_id_fk";
--> statement-breakpoint
ALTER TABLE "gl_lines" DROP CONSTRAINT "gl_lines_community_agent_id_agents_id_fk";
--> statement-breakpoint
ALTER TABLE "gl_lines" DROP CONSTRAINT "gl_lines_item_id_items_id_fk";
--> statement-breakpoint
ALTER TABLE "gl_lines" DROP CONSTRAINT "gl_lines_item_agent_detail_id_item_agent_details_id_fk";
--> statement-breakpoint
ALTER TABLE "gl_lines" DROP CONSTRAINT "gl_lines_account_id_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "gl_lines" DROP CONSTRAINT "gl_lines_cost_center_id_cost_centers_id_fk";
--> statement-breakpoint
ALTER TABLE "gl_lines" DROP CONSTRAINT "gl_lines_fiscal_year_id_fiscal_years_id_fk";
--> statement-breakpoint
ALTER TABLE "gl_lines" DROP CONSTRAINT "gl_lines_period_id_accounting_periods_id_fk";
--> statement-breakpoint
ALTER TABLE "ar_lines" DROP CONSTRAINT "ar_lines_community_agent_id_agents_id_fk";
--> statement-breakpoint
ALTER TABLE "ar_lines" DROP CONSTRAINT "ar_lines_property_agent_id_agents_id_fk";
--> statement-breakpoint
ALTER TABLE "ar_lines" DROP CONSTRAINT "ar_lines_owner_agent_id_agents_id_fk";
--> statement-breakpoint
ALTER TABLE "ar_lines" DROP CONSTRAINT "ar_lines_code_id_codes_id_fk";
--> statement-breakpoint
ALTER TABLE "ar_lines" DROP CONSTRAINT "ar_lines_item_id_items_id_fk";
--> statement-breakpoint
ALTER TABLE "ar_lines" DROP CONSTRAINT "ar_lines_item_agent_detail_id_item_agent_details_id_fk";
--> statement-breakpoint
-- The bulk line tables (ledger lines, owner lines, item agents and their details) check their
-- references once per INSERT statement, set-based, instead of by foreign keys, whose checks run
-- row by row: a month of charges for 100,000 owners writes 500,000 such rows, and 2.6 million
-- row-level key checks were most of its time. Each distinct referenced id must be a row of the
-- line's own company (stronger than the keys were). Deleting a referenced row is refused by the
-- delete guards below, as the keys did.
-- Arguments: (column, parent table) pairs.
-- Each parent row is found by its primary key (the join is on id alone, so the planner does not
-- walk a company index), and the function plans with nested loops allowed whatever its caller set.
CREATE OR REPLACE FUNCTION app_check_line_references() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public SET enable_nestloop = on AS $$
DECLARE
  missing bigint;
BEGIN
  FOR i IN 0 .. TG_NARGS / 2 - 1 LOOP
    EXECUTE format(
      'SELECT n.ref FROM (SELECT DISTINCT company_id, %1$I AS ref FROM new_rows WHERE %1$I IS NOT NULL) n
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
-- Trigger names order them: after gl_lines_a_lock_fiscal_years, before gl_lines_after_insert.
CREATE TRIGGER gl_lines_a_references AFTER INSERT ON gl_lines
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app_check_line_references(
    'community_agent_id', 'agents', 'item_id', 'items', 'item_agent_detail_id', 'item_agent_details',
    'account_id', 'accounts', 'cost_center_id', 'cost_centers', 'fiscal_year_id', 'fiscal_years',
    'period_id', 'accounting_periods');
--> statement-breakpoint
CREATE TRIGGER ar_lines_a_references AFTER INSERT ON ar_lines
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app_check_line_references(
    'community_agent_id', 'agents', 'property_agent_id', 'agents', 'owner_agent_id', 'agents',
    'code_id', 'codes', 'item_id', 'items', 'item_agent_detail_id', 'item_agent_details');
--> statement-breakpoint
CREATE TRIGGER item_agents_a_references AFTER INSERT ON item_agents
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app_check_line_references(
    'item_id', 'items', 'agent_id', 'agents');
--> statement-breakpoint
CREATE TRIGGER item_agent_details_a_references AFTER INSERT ON item_agent_details
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app_check_line_references(
    'item_agent_id', 'item_agents', 'code_id', 'codes', 'account_id', 'accounts');
--> statement-breakpoint
-- Item agents and details are updated (a reviewed charge run, a lockbox fix): the same check.
CREATE TRIGGER item_agents_a_references_update AFTER UPDATE ON item_agents
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app_check_line_references(
    'item_id', 'items', 'agent_id', 'agents');
--> statement-breakpoint
CREATE TRIGGER item_agent_details_a_references_update AFTER UPDATE ON item_agent_details
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app_check_line_references(
    'item_agent_id', 'item_agents', 'code_id', 'codes', 'account_id', 'accounts');
--> statement-breakpoint
-- Delete guards: a row the lines refer to is not deleted. Arguments: (table, column) pairs of the
-- referring rows. The application checks first and says why (e.g. an account in use); these
-- stop anything that does not.
CREATE OR REPLACE FUNCTION app_refuse_referenced_delete() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
  used boolean;
BEGIN
  FOR i IN 0 .. TG_NARGS / 2 - 1 LOOP
    EXECUTE format('SELECT EXISTS (SELECT 1 FROM %I WHERE %I = $1)', TG_ARGV[i * 2], TG_ARGV[i * 2 + 1])
      INTO used USING OLD.id;
    IF used THEN
      RAISE EXCEPTION '% % is referred to by %.', TG_TABLE_NAME, OLD.id, TG_ARGV[i * 2]
        USING ERRCODE = '23503';
    END IF;
  END LOOP;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER lines_refuse_delete BEFORE DELETE ON items FOR EACH ROW
  EXECUTE FUNCTION app_refuse_referenced_delete('gl_lines', 'item_id', 'ar_lines', 'item_id',
    'item_agents', 'item_id');
--> statement-breakpoint
CREATE TRIGGER lines_refuse_delete BEFORE DELETE ON item_agents FOR EACH ROW
  EXECUTE FUNCTION app_refuse_referenced_delete('item_agent_details', 'item_agent_id');
--> statement-breakpoint
CREATE TRIGGER lines_refuse_delete BEFORE DELETE ON agents FOR EACH ROW
  EXECUTE FUNCTION app_refuse_referenced_delete('item_agents', 'agent_id', 'ar_lines', 'owner_agent_id',
    'ar_lines', 'property_agent_id', 'ar_lines', 'community_agent_id', 'gl_lines', 'community_agent_id');
--> statement-breakpoint
CREATE TRIGGER lines_refuse_delete BEFORE DELETE ON accounts FOR EACH ROW
  EXECUTE FUNCTION app_refuse_referenced_delete('gl_lines', 'account_id', 'item_agent_details', 'account_id');
--> statement-breakpoint
CREATE TRIGGER lines_refuse_delete BEFORE DELETE ON codes FOR EACH ROW
  EXECUTE FUNCTION app_refuse_referenced_delete('item_agent_details', 'code_id', 'ar_lines', 'code_id');
--> statement-breakpoint
CREATE TRIGGER lines_refuse_delete BEFORE DELETE ON cost_centers FOR EACH ROW
  EXECUTE FUNCTION app_refuse_referenced_delete('gl_lines', 'cost_center_id');
--> statement-breakpoint
-- Details, fiscal years and periods are found through indexed columns: a detail's lines are its
-- item's, a year's or a period's lines are its community's within its dates (GL004).
CREATE OR REPLACE FUNCTION app_refuse_detail_delete() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM item_agents ia JOIN gl_lines g ON g.item_id = ia.item_id
              WHERE ia.id = OLD.item_agent_id AND g.item_agent_detail_id = OLD.id)
     OR EXISTS (SELECT 1 FROM item_agents ia JOIN ar_lines a ON a.item_id = ia.item_id
                 WHERE ia.id = OLD.item_agent_id AND a.item_agent_detail_id = OLD.id) THEN
    RAISE EXCEPTION 'item_agent_details % is referred to by posted lines.', OLD.id USING ERRCODE = '23503';
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER lines_refuse_delete BEFORE DELETE ON item_agent_details FOR EACH ROW
  EXECUTE FUNCTION app_refuse_detail_delete();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_refuse_fiscal_year_delete() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM gl_lines g
              WHERE g.community_agent_id = OLD.community_agent_id
                AND g.post_date BETWEEN OLD.start_date AND OLD.end_date AND g.fiscal_year_id = OLD.id) THEN
    RAISE EXCEPTION 'fiscal_years % is referred to by ledger lines.', OLD.id USING ERRCODE = '23503';
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER lines_refuse_delete BEFORE DELETE ON fiscal_years FOR EACH ROW
  EXECUTE FUNCTION app_refuse_fiscal_year_delete();
--> statement-breakpoint
-- A period deleted with its year (cascade) no longer finds the year: the year's guard ran first.
CREATE OR REPLACE FUNCTION app_refuse_period_delete() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM fiscal_years fy JOIN gl_lines g ON g.community_agent_id = fy.community_agent_id
              WHERE fy.id = OLD.fiscal_year_id
                AND g.post_date BETWEEN OLD.start_date AND OLD.end_date AND g.period_id = OLD.id) THEN
    RAISE EXCEPTION 'accounting_periods % is referred to by ledger lines.', OLD.id USING ERRCODE = '23503';
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER lines_refuse_delete BEFORE DELETE ON accounting_periods FOR EACH ROW
  EXECUTE FUNCTION app_refuse_period_delete();
