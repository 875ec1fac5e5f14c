-- A group's open balances (Group Expenses) read only the open shares of its expenses; settled shares, most of
-- them, stay out of the index.
CREATE INDEX "expense_shares_open_idx" ON "expense_shares" USING btree ("expense_id") WHERE "expense_shares"."status" in ('pending', 'verifying');
