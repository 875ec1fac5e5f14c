-- The balance triggers of 0006 and 0009, with the same effect, planned once per session instead of at every write.
-- They built their statements as text (one text per kind of change, since an insert has only new rows and a
-- delete only old ones) and ran them with EXECUTE, which parses and plans anew each time: seven statements for
-- every write on expense_shares, most of an added expense's time on the embedded database. Now each trigger
-- gathers the change into an array (the one statement that names a transition table, per kind of change) and
-- the work is done by fixed statements over that array, whose plans PL/pgSQL keeps. A change with nothing to do
-- (settle_even_pairs's update finding no even pair still fires the update triggers) returns at once.
-- A row of debt_balances is the shape of a change: debtor, creditor, status, cents and a count of shares.
CREATE OR REPLACE FUNCTION "debt_balances_apply"() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
	-- The statement's open shares (pending, verifying; never the payer's own), + for new rows, − for old ones.
	changes debt_balances[];
	mismatched integer;
BEGIN
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		SELECT array_agg((user_id, paid_by, status, amount_cents::bigint, 1)::debt_balances) INTO changes
		FROM added_shares WHERE status IN ('pending', 'verifying') AND user_id <> paid_by;
	END IF;
	IF TG_OP IN ('DELETE', 'UPDATE') THEN
		SELECT changes || array_agg((user_id, paid_by, status, -amount_cents::bigint, -1)::debt_balances) INTO changes
		FROM removed_shares WHERE status IN ('pending', 'verifying') AND user_id <> paid_by;
	END IF;
	IF changes IS NULL THEN
		RETURN NULL;
	END IF;
	-- Summed per debtor, creditor and status, in one upsert however many shares the statement touched. The payers
	-- are locked first, in a fixed order, so parallel writers of the same balances queue instead of deadlocking.
	PERFORM count(pg_advisory_xact_lock(hashtextextended('debt_balances:' || p.creditor_id, 0)))
	FROM (SELECT DISTINCT c.creditor_id FROM unnest(changes) c ORDER BY 1) p;
	-- A CHECK cannot guard the balances: PostgreSQL checks the proposed row (a negative change) before it becomes
	-- an update of the existing one. The resulting rows are checked here instead.
	WITH net AS (
		SELECT c.debtor_id, c.creditor_id, c.status, sum(c.amount_cents) AS amount_cents,
			sum(c.share_count)::int AS share_count
		FROM unnest(changes) c GROUP BY 1, 2, 3
		HAVING sum(c.share_count) <> 0 OR sum(c.amount_cents) <> 0),
	applied AS (
		INSERT INTO debt_balances AS b (debtor_id, creditor_id, status, amount_cents, share_count)
		SELECT * FROM net
		ON CONFLICT (debtor_id, creditor_id, status) DO UPDATE
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
-- Two people who owe each other the same open amount are even: their shares are settled together, by no one, as
-- 'offset' (0009). The update's own triggers run one level deeper and stop here, so this never recurses.
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
		AND b.status = a.status AND b.amount_cents = a.amount_cents
	WHERE a.debtor_id = ANY (people) AND s.status = a.status AND s.user_id = a.debtor_id
		AND s.paid_by = a.creditor_id;
	RETURN NULL;
END $fn$;
