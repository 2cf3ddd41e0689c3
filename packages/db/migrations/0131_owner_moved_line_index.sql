-- Removing an owner from a posted transaction finds the owner's lines by the owner index and the
-- copies an owner history merge made of them by the line they move (ownersLinesOnItems, issue 27
-- step 3): a partial index, so that the lines naming no moved line (nearly all) cost no entry.
CREATE INDEX "ar_lines_moved_line_idx" ON "ar_lines" USING btree ("moved_line_id") WHERE moved_line_id is not null;