-- The aged owner balance reads a community's owner lines of the last 90 days and after the date
-- (issue 27): with the owner, code, amount and company (row-level security's column) in the index,
-- that range is an index-only scan, not a visit to each line's heap page. Same keys as before.
DROP INDEX IF EXISTS ar_lines_community_date_idx;
--> statement-breakpoint
CREATE INDEX ar_lines_community_date_idx ON ar_lines USING btree (community_agent_id, post_date)
  INCLUDE (owner_agent_id, code_id, amount_cents, company_id);
