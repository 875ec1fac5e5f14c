-- My Expenses reads a person's newest expenses from two ordered indexes (as payer, and by their shares) instead
-- of joining every share they ever had to its expense. Each share carries its expense's time for that.
DROP INDEX "expenses_paid_by_idx";--> statement-breakpoint
ALTER TABLE "expense_shares" ADD COLUMN "expense_created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "expense_shares" s SET "expense_created_at" = e."created_at" FROM "expenses" e WHERE e."id" = s."expense_id";--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_id_created_at_uq" UNIQUE("id","created_at");--> statement-breakpoint
-- The key keeps the copy true if an expense's time is ever changed, as expense_shares_expense_payer_fk does the payer.
ALTER TABLE "expense_shares" ADD CONSTRAINT "expense_shares_expense_time_fk" FOREIGN KEY ("expense_id","expense_created_at") REFERENCES "public"."expenses"("id","created_at") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
-- Every writer (the app, seeds, tests) gets the copy right: on insert it is always the expense's, whatever was sent.
CREATE FUNCTION "expense_shares_set_expense_created_at"() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
	-- No expense: the value stays, and the foreign keys refuse the row as before.
	NEW."expense_created_at" := coalesce(
		(SELECT e."created_at" FROM "expenses" e WHERE e."id" = NEW."expense_id"), NEW."expense_created_at");
	RETURN NEW;
END $fn$;
--> statement-breakpoint
CREATE TRIGGER "expense_shares_expense_created_at" BEFORE INSERT ON "expense_shares" FOR EACH ROW EXECUTE FUNCTION "expense_shares_set_expense_created_at"();--> statement-breakpoint
CREATE INDEX "expense_shares_user_newest_idx" ON "expense_shares" USING btree ("user_id","expense_created_at" DESC NULLS LAST,"expense_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "expenses_payer_newest_idx" ON "expenses" USING btree ("paid_by","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);
