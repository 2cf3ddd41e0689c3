ALTER TABLE "ownership_search" ADD COLUMN "owner_name" varchar(150);--> statement-breakpoint
ALTER TABLE "ownership_search" ADD COLUMN "property_name" varchar(150);--> statement-breakpoint
-- The owner's and its property's display names on the read model (ownership_search), so that the
-- owner reports name 100,000 owners with one lookup each instead of three (contacts twice and the
-- property details). The refresh of 0038, with the two names written as well:
CREATE OR REPLACE FUNCTION app_ownership_search_refresh(ids bigint[]) RETURNS void
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public
  -- Every row is found by its key from the ids, whatever the tables' statistics say (an embedded
  -- database has none): a few ids must not read all of a company's agents. As the tables' owner
  -- the lookups carry no tenant condition that could lead the planner to the company's index;
  -- the rows are those of the ids, which the statement that changed them could write.
  SET enable_seqscan = off SET enable_hashjoin = off SET enable_mergejoin = off AS $$
DECLARE
  -- The owner-like agents among the ids and under them.
  owners bigint[] := array(SELECT DISTINCT k.id FROM unnest(ids) t(id)
    CROSS JOIN LATERAL (SELECT o.id, o.agent_type_id FROM agents o WHERE o.id = t.id
      UNION ALL
      SELECT c.id, c.agent_type_id FROM agents c WHERE c.parent_agent_id = t.id) k
    WHERE k.agent_type_id IN (4, 5, 16, 20));
BEGIN
  DELETE FROM ownership_search s
   WHERE s.agent_id = ANY(ids || owners)
     AND NOT EXISTS (SELECT 1 FROM agents o JOIN agents p ON p.id = o.parent_agent_id
          WHERE o.id = s.agent_id AND o.agent_type_id IN (4, 5, 16, 20) AND NOT o.is_deleted
            AND NOT p.is_deleted);
  INSERT INTO ownership_search (agent_id, company_id, agent_type_id, property_agent_id,
      community_agent_id, first_name_key, last_name_key, account_number, street_number,
      street_number_key, street_name_key, unit, names_text, details_text, phone_digits,
      owner_name, property_name)
  SELECT f.* FROM (
    SELECT o.id AS agent_id, o.company_id, o.agent_type_id, p.id AS property_agent_id,
      o.community_agent_id, lower(oc.first_name) AS first_name_key,
      lower(oc.last_name) AS last_name_key, pd.account_number, pa.street_number,
      nullif(substring(pa.street_number from '^[0-9]{1,18}'), '')::numeric AS street_number_key,
      lower(pa.street_name) AS street_name_key, pa.unit,
      names.text AS names_text, details.text AS details_text, phones.text AS phone_digits,
      oc.display_name AS owner_name, pc.display_name AS property_name
    FROM unnest(owners) t(id)
    JOIN agents o ON o.id = t.id
    JOIN agents p ON p.id = o.parent_agent_id AND NOT p.is_deleted
    -- A property's own names, addresses, account and phones find its owners.
    CROSS JOIN LATERAL (SELECT CASE WHEN p.agent_type_id = 3 THEN p.id END AS id) mp
    LEFT JOIN contacts oc ON oc.agent_id = o.id
    LEFT JOIN contacts pc ON pc.agent_id = mp.id
    LEFT JOIN property_details pd ON pd.agent_id = p.id
    LEFT JOIN LATERAL (SELECT a.street_number, a.street_name, a.unit FROM addresses a
        WHERE a.agent_id = p.id ORDER BY a.is_primary DESC, a.id LIMIT 1) pa ON true
    CROSS JOIN LATERAL (SELECT coalesce(string_agg(DISTINCT E'\n' || lower(n), ''), '') AS text
        FROM unnest(ARRAY[oc.display_name, oc.first_name, oc.last_name]) n) names
    CROSS JOIN LATERAL (SELECT coalesce(string_agg(DISTINCT E'\n' || lower(l.line), ''), '') AS text
      FROM (SELECT unnest(ARRAY[oc.primary_email_address, pc.display_name, pc.first_name,
            pc.last_name, pc.primary_email_address]) AS line
        UNION ALL
        SELECT CASE WHEN a.street_number IS NULL THEN a.street_name
            ELSE a.street_number || ' ' || a.street_name END
          FROM addresses a WHERE a.agent_id IN (o.id, mp.id)
        UNION ALL
        SELECT d.account_number FROM property_details d WHERE d.agent_id IN (o.id, mp.id)) l) details
    CROSS JOIN LATERAL (SELECT coalesce(string_agg(DISTINCT E'\n' || h.area_code || h.phone_number, ''), '')
        AS text FROM phones h WHERE h.agent_id IN (o.id, mp.id)) phones
    WHERE NOT o.is_deleted
  ) f
  -- A row read again unchanged is not written (nor locked).
  LEFT JOIN ownership_search s ON s.agent_id = f.agent_id
  WHERE ROW(s.*) IS DISTINCT FROM ROW(f.*)
  ON CONFLICT (agent_id) DO UPDATE SET company_id = excluded.company_id,
    agent_type_id = excluded.agent_type_id, property_agent_id = excluded.property_agent_id,
    community_agent_id = excluded.community_agent_id, first_name_key = excluded.first_name_key,
    last_name_key = excluded.last_name_key, account_number = excluded.account_number,
    street_number = excluded.street_number, street_number_key = excluded.street_number_key,
    street_name_key = excluded.street_name_key, unit = excluded.unit,
    names_text = excluded.names_text, details_text = excluded.details_text,
    phone_digits = excluded.phone_digits, owner_name = excluded.owner_name,
    property_name = excluded.property_name;
END $$;
--> statement-breakpoint
-- The names of the owners already there, written as 0038 wrote their rows: row-level security
-- would show the tables' owner no row (no company is set here), so it is lifted for this
-- transaction and put back by app_secure_tenant_tables below.
ALTER TABLE agents NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE contacts NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE addresses NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE phones NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE property_details NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE ownership_search NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
SELECT app_ownership_search_refresh(array(SELECT id FROM agents WHERE agent_type_id IN (4, 5, 16, 20)));
--> statement-breakpoint
-- Every row was written again: its indexes are rebuilt rather than left twice their size.
REINDEX TABLE ownership_search;
--> statement-breakpoint
SELECT app_secure_tenant_tables();
