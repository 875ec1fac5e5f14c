-- Each share carries its expense's payer, kept true by a key on (expense_id, paid_by).
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_id_paid_by_uq" UNIQUE("id","paid_by");--> statement-breakpoint
ALTER TABLE "expense_shares" ADD COLUMN "paid_by" uuid;--> statement-breakpoint
UPDATE "expense_shares" s SET "paid_by" = e."paid_by" FROM "expenses" e WHERE e."id" = s."expense_id";--> statement-breakpoint
ALTER TABLE "expense_shares" ALTER COLUMN "paid_by" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "expense_shares" ADD CONSTRAINT "expense_shares_expense_payer_fk" FOREIGN KEY ("expense_id","paid_by") REFERENCES "public"."expenses"("id","paid_by") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE TABLE "debt_balances" (
	"debtor_id" uuid NOT NULL,
	"creditor_id" uuid NOT NULL,
	"status" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"share_count" integer NOT NULL,
	CONSTRAINT "debt_balances_debtor_id_creditor_id_status_pk" PRIMARY KEY("debtor_id","creditor_id","status"),
	CONSTRAINT "debt_balances_status_check" CHECK ("debt_balances"."status" in ('pending', 'verifying'))
);
--> statement-breakpoint
ALTER TABLE "debt_balances" ADD CONSTRAINT "debt_balances_debtor_id_user_id_fk" FOREIGN KEY ("debtor_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debt_balances" ADD CONSTRAINT "debt_balances_creditor_id_user_id_fk" FOREIGN KEY ("creditor_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "debt_balances_creditor_idx" ON "debt_balances" USING btree ("creditor_id","debtor_id");--> statement-breakpoint
-- Applies one statement's change to expense_shares: its open shares (pending, verifying; never the payer's own)
-- are added (new rows) and taken away (old rows), summed per debtor, creditor and status, in one upsert
-- however many shares the statement touched. The payers are locked first, in a fixed order, so parallel
-- writers of the same balances queue instead of deadlocking on their rows. A balance that would go below
-- zero fails the writing transaction.
CREATE FUNCTION "debt_balances_apply"() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
	changed text := CASE TG_OP
		WHEN 'INSERT' THEN 'SELECT user_id, paid_by, status, amount_cents::bigint, 1 FROM added_shares'
		WHEN 'DELETE' THEN 'SELECT user_id, paid_by, status, -amount_cents::bigint, -1 FROM removed_shares'
		ELSE 'SELECT user_id, paid_by, status, amount_cents::bigint, 1 FROM added_shares
			UNION ALL SELECT user_id, paid_by, status, -amount_cents::bigint, -1 FROM removed_shares'
	END;
	open_shares text := format(
		'SELECT d.debtor_id, d.creditor_id, d.status, sum(d.amount_cents) AS amount_cents, sum(d.n)::int AS share_count
		FROM (%s) AS d(debtor_id, creditor_id, status, amount_cents, n)
		WHERE d.status IN (''pending'', ''verifying'') AND d.debtor_id <> d.creditor_id
		GROUP BY 1, 2, 3 HAVING sum(d.n) <> 0 OR sum(d.amount_cents) <> 0', changed);
	mismatched integer;
BEGIN
	EXECUTE format('SELECT count(pg_advisory_xact_lock(hashtextextended(''debt_balances:'' || creditor_id, 0)))
		FROM (SELECT DISTINCT creditor_id FROM (%s) open_shares ORDER BY 1) payers', open_shares);
	-- A CHECK cannot guard the balances: PostgreSQL checks the proposed row (a negative change) before it
	-- becomes an update of the existing one. The resulting rows are checked here instead.
	EXECUTE format('WITH applied AS (
			INSERT INTO debt_balances AS b (debtor_id, creditor_id, status, amount_cents, share_count) %s
			ON CONFLICT (debtor_id, creditor_id, status) DO UPDATE
			SET amount_cents = b.amount_cents + excluded.amount_cents, share_count = b.share_count + excluded.share_count
			RETURNING amount_cents, share_count)
		SELECT count(*) FROM applied
		WHERE amount_cents < 0 OR share_count < 0 OR (share_count = 0 AND amount_cents <> 0)', open_shares)
		INTO mismatched;
	IF mismatched > 0 THEN
		RAISE EXCEPTION 'debt_balances no longer match expense_shares';
	END IF;
	EXECUTE format('DELETE FROM debt_balances b USING (SELECT DISTINCT creditor_id FROM (%s) open_shares) payers
		WHERE b.creditor_id = payers.creditor_id AND b.share_count = 0', open_shares);
	RETURN NULL;
END $fn$;
--> statement-breakpoint
CREATE TRIGGER "debt_balances_after_insert" AFTER INSERT ON "expense_shares"
	REFERENCING NEW TABLE AS added_shares FOR EACH STATEMENT EXECUTE FUNCTION "debt_balances_apply"();--> statement-breakpoint
CREATE TRIGGER "debt_balances_after_update" AFTER UPDATE ON "expense_shares"
	REFERENCING OLD TABLE AS removed_shares NEW TABLE AS added_shares FOR EACH STATEMENT EXECUTE FUNCTION "debt_balances_apply"();--> statement-breakpoint
CREATE TRIGGER "debt_balances_after_delete" AFTER DELETE ON "expense_shares"
	REFERENCING OLD TABLE AS removed_shares FOR EACH STATEMENT EXECUTE FUNCTION "debt_balances_apply"();--> statement-breakpoint
-- The balances of the shares already open.
INSERT INTO "debt_balances" ("debtor_id", "creditor_id", "status", "amount_cents", "share_count")
	SELECT "user_id", "paid_by", "status", sum("amount_cents"), count(*)::int FROM "expense_shares"
	WHERE "status" IN ('pending', 'verifying') AND "user_id" <> "paid_by"
	GROUP BY 1, 2, 3;
