-- An owner line keeps its detail's own text (an adjustment's line description) as it posted, so
-- that the owner ledger, statements, owner activity and owner merge read a posted line's text from
-- the owner lines and not from the detail (issue 27: posted owner transactions read from owner
-- lines alone; docs/decisions.md). Readers fall back to the item's description as before. A
-- posted detail's text is never changed, and every line naming a detail (its posting, its
-- reversals, an owner history merge's lines) showed that detail's text, so the lines written so
-- far take it from their details.
ALTER TABLE "ar_lines" ADD COLUMN "description" varchar(200);
--> statement-breakpoint
ALTER TABLE ar_lines DISABLE TRIGGER ar_lines_immutable;
--> statement-breakpoint
UPDATE ar_lines a SET description = d.description
  FROM item_agent_details d
 WHERE d.id = a.item_agent_detail_id AND d.description IS NOT NULL;
--> statement-breakpoint
ALTER TABLE ar_lines ENABLE TRIGGER ar_lines_immutable;
