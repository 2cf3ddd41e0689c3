-- The owner lines that removing owners from a posted transaction took off: the lines reversed and
-- the reversing lines written, which the owner screens, reports and the open-balance rule leave
-- out (issue 27, step 2 of 'Which way the change goes' in docs/decisions.md). Until now readers
-- found them as the lines of removed item agents' details; after an owner history merge those
-- include the surviving owner's moved line and the merge's own lines, which is what the removal
-- reversed. Kept by line, a removal needs no detail to be read back.
CREATE TABLE "ar_removed_lines" (
	"ar_line_id" bigint PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"community_agent_id" bigint NOT NULL,
	"owner_agent_id" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ar_removed_lines" ADD CONSTRAINT "ar_removed_lines_ar_line_id_ar_lines_id_fk" FOREIGN KEY ("ar_line_id") REFERENCES "public"."ar_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ar_removed_lines_community_idx" ON "ar_removed_lines" USING btree ("community_agent_id");--> statement-breakpoint
CREATE INDEX "ar_removed_lines_owner_idx" ON "ar_removed_lines" USING btree ("owner_agent_id");
--> statement-breakpoint
-- The removals made so far: the lines of removed item agents' details on transactions not removed
-- whole, the set the readers left out until now.
INSERT INTO ar_removed_lines (ar_line_id, company_id, community_agent_id, owner_agent_id)
SELECT a.id, a.company_id, a.community_agent_id, a.owner_agent_id
  FROM items i
  JOIN item_agents ia ON ia.item_id = i.id AND ia.is_deleted
  JOIN item_agent_details d ON d.item_agent_id = ia.id
  JOIN ar_lines a ON a.item_agent_detail_id = d.id
 WHERE i.status_id <> 16; -- StatusId.Deleted
--> statement-breakpoint
SELECT app_secure_tenant_tables();
