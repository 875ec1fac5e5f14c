-- Each group keeps its amounts in one currency, in that currency's minor unit (decision 046). The groups made
-- before are in US dollars, as every amount so far was.
ALTER TABLE "groups" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_currency_check" CHECK ("groups"."currency" ~ '^[A-Z]{3}$');--> statement-breakpoint
-- Open debts are summed per currency too, so amounts of different currencies never meet in one sum. Every debt
-- kept so far is in US dollars; from now on the triggers always name the currency.
ALTER TABLE "debt_balances" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "debt_balances" ALTER COLUMN "currency" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "debt_balances" DROP CONSTRAINT "debt_balances_debtor_id_creditor_id_status_pk";--> statement-breakpoint
ALTER TABLE "debt_balances" ADD CONSTRAINT "debt_balances_debtor_id_creditor_id_status_currency_pk" PRIMARY KEY("debtor_id","creditor_id","status","currency");--> statement-breakpoint
-- 0021's trigger, each change now carrying the currency of its share's group (the shares copy their group, so
-- one join by key finds it). A row of debt_balances is the shape of a change: debtor, creditor, status, amount,
-- a count of shares and the currency.
CREATE OR REPLACE FUNCTION "debt_balances_apply"() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
	-- The statement's open shares (pending, verifying; never the payer's own), + for new rows, − for old ones.
	changes debt_balances[];
	mismatched integer;
BEGIN
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		SELECT array_agg((s.user_id, s.paid_by, s.status, s.amount_cents::bigint, 1, g.currency)::debt_balances)
		INTO changes
		FROM added_shares s JOIN groups g ON g.id = s.group_id
		WHERE s.status IN ('pending', 'verifying') AND s.user_id <> s.paid_by;
	END IF;
	IF TG_OP IN ('DELETE', 'UPDATE') THEN
		SELECT changes || array_agg((s.user_id, s.paid_by, s.status, -s.amount_cents::bigint, -1, g.currency)::debt_balances)
		INTO changes
		FROM removed_shares s JOIN groups g ON g.id = s.group_id
		WHERE s.status IN ('pending', 'verifying') AND s.user_id <> s.paid_by;
	END IF;
	IF changes IS NULL THEN
		RETURN NULL;
	END IF;
	-- Summed per debtor, creditor, status and currency, in one upsert however many shares the statement touched.
	-- The payers are locked first, in a fixed order, so parallel writers of the same balances queue instead of
	-- deadlocking.
	PERFORM count(pg_advisory_xact_lock(hashtextextended('debt_balances:' || p.creditor_id, 0)))
	FROM (SELECT DISTINCT c.creditor_id FROM unnest(changes) c ORDER BY 1) p;
	-- A CHECK cannot guard the balances: PostgreSQL checks the proposed row (a negative change) before it becomes
	-- an update of the existing one. The resulting rows are checked here instead.
	WITH net AS (
		SELECT c.debtor_id, c.creditor_id, c.status, sum(c.amount_cents) AS amount_cents,
			sum(c.share_count)::int AS share_count, c.currency
		FROM unnest(changes) c GROUP BY c.debtor_id, c.creditor_id, c.status, c.currency
		HAVING sum(c.share_count) <> 0 OR sum(c.amount_cents) <> 0),
	applied AS (
		INSERT INTO debt_balances AS b (debtor_id, creditor_id, status, amount_cents, share_count, currency)
		SELECT * FROM net
		ON CONFLICT (debtor_id, creditor_id, status, currency) DO UPDATE
		SET amount_cents = b.amount_cents + excluded.amount_cents, share_count = b.share_count + excluded.share_count
		RETURNING b.amount_cents, b.share_count)
	SELECT count(*) INTO mismatched FROM applied a
	WHERE a.amount_cents < 0 OR a.share_count < 0 OR (a.share_count = 0 AND a.amount_cents <> 0);
	IF mismatched > 0 THEN
		RAISE EXCEPTION 'debt_balances no longer match expense_shares';
	END IF;
	DELETE FROM debt_balances b USING (SELECT DISTINCT c.creditor_id FROM unnest(changes) c) p
	WHERE b.creditor_id = p.creditor_id AND b.share_count = 0;
	RETURN NULL;
END $fn$;
--> statement-breakpoint
-- 0021's even pairs, in one currency only: two people who owe each other the same amount in different
-- currencies are not even.
CREATE OR REPLACE FUNCTION "settle_even_pairs"() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
	people uuid[];
BEGIN
	IF pg_trigger_depth() > 1 THEN
		RETURN NULL;
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		SELECT array_agg(p.id) INTO people
		FROM (SELECT user_id AS id FROM added_shares UNION SELECT paid_by FROM added_shares) p;
	END IF;
	IF TG_OP IN ('DELETE', 'UPDATE') THEN
		SELECT people || array_agg(p.id) INTO people
		FROM (SELECT user_id AS id FROM removed_shares UNION SELECT paid_by FROM removed_shares) p;
	END IF;
	IF people IS NULL THEN
		RETURN NULL;
	END IF;
	UPDATE expense_shares s
	SET status = 'settled', settled_at = now(), settled_by = NULL, payment_method = 'offset', updated_at = now()
	FROM debt_balances a
	JOIN debt_balances b ON b.debtor_id = a.creditor_id AND b.creditor_id = a.debtor_id
		AND b.status = a.status AND b.currency = a.currency AND b.amount_cents = a.amount_cents
	JOIN groups g ON g.currency = a.currency
	WHERE a.debtor_id = ANY (people) AND s.status = a.status AND s.user_id = a.debtor_id
		AND s.paid_by = a.creditor_id AND g.id = s.group_id;
	RETURN NULL;
END $fn$;
