ALTER TABLE "expense_shares" DROP CONSTRAINT "expense_shares_method_check";--> statement-breakpoint
ALTER TABLE "expense_shares" ADD CONSTRAINT "expense_shares_method_check" CHECK ("expense_shares"."payment_method" is null or "expense_shares"."payment_method" in ('venmo', 'zelle', 'cash', 'other', 'offset'));--> statement-breakpoint
-- Two people who owe each other the same open amount (each paid for the other) are even: no debt is left to
-- show, pay or confirm, yet their shares would stay open forever and block deleting the group. After each
-- statement on expense_shares (and after debt_balances_apply, which sorts first by name), such pairs among the
-- people it touched are settled together, by no one, as 'offset'; that is the note both histories show.
-- The update's own triggers run one level deeper and stop here, so this never recurses.
CREATE FUNCTION "settle_even_pairs"() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
	people text := CASE TG_OP
		WHEN 'INSERT' THEN 'SELECT user_id AS id FROM added_shares UNION SELECT paid_by FROM added_shares'
		WHEN 'DELETE' THEN 'SELECT user_id AS id FROM removed_shares UNION SELECT paid_by FROM removed_shares'
		ELSE 'SELECT user_id AS id FROM added_shares UNION SELECT paid_by FROM added_shares
			UNION SELECT user_id FROM removed_shares UNION SELECT paid_by FROM removed_shares'
	END;
BEGIN
	IF pg_trigger_depth() > 1 THEN
		RETURN NULL;
	END IF;
	EXECUTE format('UPDATE expense_shares s
		SET status = ''settled'', settled_at = now(), settled_by = NULL, payment_method = ''offset'', updated_at = now()
		FROM debt_balances a
		JOIN debt_balances b ON b.debtor_id = a.creditor_id AND b.creditor_id = a.debtor_id
			AND b.status = a.status AND b.amount_cents = a.amount_cents
		WHERE a.debtor_id IN (%s) AND s.status = a.status AND s.user_id = a.debtor_id AND s.paid_by = a.creditor_id',
		people);
	RETURN NULL;
END $fn$;
--> statement-breakpoint
CREATE TRIGGER "settle_even_pairs_after_insert" AFTER INSERT ON "expense_shares"
	REFERENCING NEW TABLE AS added_shares FOR EACH STATEMENT EXECUTE FUNCTION "settle_even_pairs"();--> statement-breakpoint
CREATE TRIGGER "settle_even_pairs_after_update" AFTER UPDATE ON "expense_shares"
	REFERENCING OLD TABLE AS removed_shares NEW TABLE AS added_shares FOR EACH STATEMENT EXECUTE FUNCTION "settle_even_pairs"();--> statement-breakpoint
CREATE TRIGGER "settle_even_pairs_after_delete" AFTER DELETE ON "expense_shares"
	REFERENCING OLD TABLE AS removed_shares FOR EACH STATEMENT EXECUTE FUNCTION "settle_even_pairs"();--> statement-breakpoint
-- Pairs that are even already.
UPDATE "expense_shares" s
	SET "status" = 'settled', "settled_at" = now(), "settled_by" = NULL, "payment_method" = 'offset', "updated_at" = now()
	FROM "debt_balances" a
	JOIN "debt_balances" b ON b."debtor_id" = a."creditor_id" AND b."creditor_id" = a."debtor_id"
		AND b."status" = a."status" AND b."amount_cents" = a."amount_cents"
	WHERE s."status" = a."status" AND s."user_id" = a."debtor_id" AND s."paid_by" = a."creditor_id";
