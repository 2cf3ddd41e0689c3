-- A lockbox receipt is found by its item: the bank reconciliation groups the cash items of a deposit
-- batch through it (without the index, a nested loop read every receipt once per item).
CREATE INDEX "lockbox_payments_item_idx" ON "lockbox_payments" USING btree ("item_id");
