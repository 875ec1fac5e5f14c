CREATE TABLE "group_pair_balances" (
	"group_id" uuid NOT NULL,
	"first_user_id" uuid NOT NULL,
	"second_user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"net_cents" bigint NOT NULL,
	"share_count" integer NOT NULL,
	CONSTRAINT "group_pair_balances_group_id_first_user_id_second_user_id_status_pk" PRIMARY KEY("group_id","first_user_id","second_user_id","status"),
	CONSTRAINT "group_pair_balances_order_check" CHECK ("group_pair_balances"."first_user_id" < "group_pair_balances"."second_user_id"),
	CONSTRAINT "group_pair_balances_status_check" CHECK ("group_pair_balances"."status" in ('pending', 'verifying'))
);
--> statement-breakpoint
CREATE TABLE "group_member_totals" (
	"group_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"paid_cents" bigint NOT NULL,
	"expense_count" integer NOT NULL,
	"owed_cents" bigint NOT NULL,
	"share_count" integer NOT NULL,
	CONSTRAINT "group_member_totals_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
-- Each expense and each share carries its game's group, filled in for the existing ones. The shares' balance
-- triggers stay off for that update: it changes no share's money, and would otherwise sum every share twice.
ALTER TABLE "expenses" ADD COLUMN "group_id" uuid;--> statement-breakpoint
UPDATE "expenses" e SET "group_id" = g."group_id" FROM "games" g WHERE g."id" = e."game_id";--> statement-breakpoint
ALTER TABLE "expenses" ALTER COLUMN "group_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "expense_shares" ADD COLUMN "group_id" uuid;--> statement-breakpoint
ALTER TABLE "expense_shares" DISABLE TRIGGER USER;--> statement-breakpoint
UPDATE "expense_shares" s SET "group_id" = e."group_id" FROM "expenses" e WHERE e."id" = s."expense_id";--> statement-breakpoint
ALTER TABLE "expense_shares" ENABLE TRIGGER USER;--> statement-breakpoint
ALTER TABLE "expense_shares" ALTER COLUMN "group_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_id_group_id_uq" UNIQUE("id","group_id");--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_id_group_id_uq" UNIQUE("id","group_id");--> statement-breakpoint
ALTER TABLE "group_pair_balances" ADD CONSTRAINT "group_pair_balances_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_pair_balances" ADD CONSTRAINT "group_pair_balances_first_user_id_user_id_fk" FOREIGN KEY ("first_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_pair_balances" ADD CONSTRAINT "group_pair_balances_second_user_id_user_id_fk" FOREIGN KEY ("second_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_member_totals" ADD CONSTRAINT "group_member_totals_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_member_totals" ADD CONSTRAINT "group_member_totals_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_shares" ADD CONSTRAINT "expense_shares_expense_group_fk" FOREIGN KEY ("expense_id","group_id") REFERENCES "public"."expenses"("id","group_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_game_group_fk" FOREIGN KEY ("game_id","group_id") REFERENCES "public"."games"("id","group_id") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "expenses_group_newest_idx" ON "expenses" USING btree ("group_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- On insert the copies are always the parent's, whatever was sent, so every writer (the app, seeds, tests) gets
-- them right. With no parent a group left unset takes the parent's missing id, which no group has: the row is
-- then refused by its keys (23503) as before the copy existed, not for the copy being null.
CREATE FUNCTION "expenses_copy_game"() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
	NEW."group_id" := coalesce(
		(SELECT g."group_id" FROM "games" g WHERE g."id" = NEW."game_id"), NEW."group_id", NEW."game_id");
	RETURN NEW;
END $fn$;
--> statement-breakpoint
CREATE TRIGGER "expenses_copy_game" BEFORE INSERT ON "expenses" FOR EACH ROW EXECUTE FUNCTION "expenses_copy_game"();--> statement-breakpoint
-- Replaces 0018's trigger, which copied the expense's time alone.
DROP TRIGGER "expense_shares_expense_created_at" ON "expense_shares";--> statement-breakpoint
DROP FUNCTION "expense_shares_set_expense_created_at"();--> statement-breakpoint
CREATE FUNCTION "expense_shares_copy_expense"() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
	parent record;
BEGIN
	SELECT e."created_at", e."group_id" INTO parent FROM "expenses" e WHERE e."id" = NEW."expense_id";
	IF FOUND THEN
		NEW."expense_created_at" := parent."created_at";
		NEW."group_id" := parent."group_id";
	ELSE
		NEW."group_id" := coalesce(NEW."group_id", NEW."expense_id");
	END IF;
	RETURN NEW;
END $fn$;
--> statement-breakpoint
CREATE TRIGGER "expense_shares_copy_expense" BEFORE INSERT ON "expense_shares" FOR EACH ROW EXECUTE FUNCTION "expense_shares_copy_expense"();--> statement-breakpoint
-- The group's balances (decision 042), kept as debt_balances is (0021): each statement's change gathered into
-- arrays, the sums applied in key order by one upsert per table, a sum that no longer matches its rows (a total
-- or count below zero, money with no shares) failing the writing transaction, rows back at nothing deleted. The
-- open debts are netted per pair (one row for A and B, whoever owes), as the screen shows them. The groups' locks come first, in a fixed order, so two
-- writers in one group queue instead of deadlocking on rows they touch in different orders (the payer's totals
-- from the expense, then every attendee's from the shares). On expense_shares these triggers are named to run
-- before debt_balances' (triggers run in name order): every writer then takes group locks before payer locks.
CREATE FUNCTION "group_balances_lock"(groups uuid[]) RETURNS void LANGUAGE sql AS $fn$
	SELECT count(pg_advisory_xact_lock(hashtextextended('group_balances:' || g, 0)))::int
	FROM (SELECT DISTINCT g FROM unnest(groups) g ORDER BY 1) l(g);
$fn$;
--> statement-breakpoint
-- Paid and owed totals and their check, for the changes of both triggers: + for new rows, − for old ones.
CREATE FUNCTION "group_member_totals_add"(changes group_member_totals[]) RETURNS void LANGUAGE plpgsql AS $fn$
DECLARE
	mismatched integer;
BEGIN
	WITH net AS (
		SELECT c.group_id, c.user_id, sum(c.paid_cents) AS paid_cents, sum(c.expense_count)::int AS expense_count,
			sum(c.owed_cents) AS owed_cents, sum(c.share_count)::int AS share_count
		FROM unnest(changes) c GROUP BY 1, 2
		HAVING sum(c.paid_cents) <> 0 OR sum(c.expense_count) <> 0 OR sum(c.owed_cents) <> 0 OR sum(c.share_count) <> 0
		ORDER BY 1, 2),
	applied AS (
		INSERT INTO group_member_totals AS t SELECT * FROM net
		ON CONFLICT (group_id, user_id) DO UPDATE
		SET paid_cents = t.paid_cents + excluded.paid_cents, expense_count = t.expense_count + excluded.expense_count,
			owed_cents = t.owed_cents + excluded.owed_cents, share_count = t.share_count + excluded.share_count
		RETURNING t.*)
	SELECT count(*) INTO mismatched FROM applied a
	WHERE a.paid_cents < 0 OR a.expense_count < 0 OR a.owed_cents < 0 OR a.share_count < 0
		OR (a.expense_count = 0 AND a.paid_cents <> 0) OR (a.share_count = 0 AND a.owed_cents <> 0);
	IF mismatched > 0 THEN
		RAISE EXCEPTION 'group_member_totals no longer match expenses and expense_shares';
	END IF;
	DELETE FROM group_member_totals t USING (SELECT DISTINCT c.group_id, c.user_id FROM unnest(changes) c) k
	WHERE t.group_id = k.group_id AND t.user_id = k.user_id AND t.expense_count = 0 AND t.share_count = 0;
END $fn$;
--> statement-breakpoint
CREATE FUNCTION "group_balances_apply_expenses"() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
	paid group_member_totals[];
BEGIN
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		SELECT array_agg((group_id, paid_by, amount_cents::bigint, 1, 0, 0)::group_member_totals) INTO paid
		FROM added_expenses;
	END IF;
	IF TG_OP IN ('DELETE', 'UPDATE') THEN
		SELECT paid || array_agg((group_id, paid_by, -amount_cents::bigint, -1, 0, 0)::group_member_totals) INTO paid
		FROM removed_expenses;
	END IF;
	IF paid IS NULL THEN
		RETURN NULL;
	END IF;
	PERFORM group_balances_lock(array(SELECT c.group_id FROM unnest(paid) c));
	PERFORM group_member_totals_add(paid);
	RETURN NULL;
END $fn$;
--> statement-breakpoint
CREATE FUNCTION "group_balances_apply_shares"() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
	-- The statement's open shares (never the payer's own) as what the pair's first owes its second, and every
	-- share as what its person owes.
	pairs group_pair_balances[];
	owed group_member_totals[];
	mismatched integer;
BEGIN
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		SELECT array_agg((group_id, least(user_id, paid_by), greatest(user_id, paid_by), status,
					CASE WHEN user_id < paid_by THEN amount_cents ELSE -amount_cents END::bigint, 1)::group_pair_balances)
				FILTER (WHERE status IN ('pending', 'verifying') AND user_id <> paid_by),
			array_agg((group_id, user_id, 0, 0, amount_cents::bigint, 1)::group_member_totals)
		INTO pairs, owed FROM added_shares;
	END IF;
	IF TG_OP IN ('DELETE', 'UPDATE') THEN
		SELECT pairs || array_agg((group_id, least(user_id, paid_by), greatest(user_id, paid_by), status,
					CASE WHEN user_id < paid_by THEN -amount_cents ELSE amount_cents END::bigint, -1)::group_pair_balances)
				FILTER (WHERE status IN ('pending', 'verifying') AND user_id <> paid_by),
			owed || array_agg((group_id, user_id, 0, 0, -amount_cents::bigint, -1)::group_member_totals)
		INTO pairs, owed FROM removed_shares;
	END IF;
	IF owed IS NULL THEN
		RETURN NULL;
	END IF;
	PERFORM group_balances_lock(array(SELECT c.group_id FROM unnest(owed) c));
	PERFORM group_member_totals_add(owed);
	IF pairs IS NULL THEN
		RETURN NULL;
	END IF;
	WITH net AS (
		SELECT c.group_id, c.first_user_id, c.second_user_id, c.status, sum(c.net_cents) AS net_cents,
			sum(c.share_count)::int AS share_count
		FROM unnest(pairs) c GROUP BY 1, 2, 3, 4
		HAVING sum(c.share_count) <> 0 OR sum(c.net_cents) <> 0
		ORDER BY 1, 2, 3, 4),
	applied AS (
		INSERT INTO group_pair_balances AS b SELECT * FROM net
		ON CONFLICT (group_id, first_user_id, second_user_id, status) DO UPDATE
		SET net_cents = b.net_cents + excluded.net_cents, share_count = b.share_count + excluded.share_count
		RETURNING b.net_cents, b.share_count)
	SELECT count(*) INTO mismatched FROM applied a
	WHERE a.share_count < 0 OR (a.share_count = 0 AND a.net_cents <> 0);
	IF mismatched > 0 THEN
		RAISE EXCEPTION 'group_pair_balances no longer match expense_shares';
	END IF;
	DELETE FROM group_pair_balances b
	USING (SELECT DISTINCT c.group_id, c.first_user_id, c.second_user_id, c.status FROM unnest(pairs) c) k
	WHERE b.group_id = k.group_id AND b.first_user_id = k.first_user_id AND b.second_user_id = k.second_user_id
		AND b.status = k.status AND b.share_count = 0;
	RETURN NULL;
END $fn$;
--> statement-breakpoint
INSERT INTO "group_pair_balances" ("group_id", "first_user_id", "second_user_id", "status", "net_cents", "share_count")
SELECT "group_id", least("user_id", "paid_by"), greatest("user_id", "paid_by"), "status",
	sum(CASE WHEN "user_id" < "paid_by" THEN "amount_cents" ELSE -"amount_cents" END), count(*)
FROM "expense_shares" WHERE "status" IN ('pending', 'verifying') AND "user_id" <> "paid_by" GROUP BY 1, 2, 3, 4;--> statement-breakpoint
INSERT INTO "group_member_totals" ("group_id", "user_id", "paid_cents", "expense_count", "owed_cents", "share_count")
SELECT x."group_id", x."user_id", sum(x."paid_cents"), sum(x."expense_count"), sum(x."owed_cents"), sum(x."share_count")
FROM (
	SELECT "group_id", "paid_by" AS "user_id", "amount_cents"::bigint AS "paid_cents", 1 AS "expense_count",
		0::bigint AS "owed_cents", 0 AS "share_count" FROM "expenses"
	UNION ALL
	SELECT "group_id", "user_id", 0, 0, "amount_cents", 1 FROM "expense_shares") x
GROUP BY 1, 2;--> statement-breakpoint
CREATE TRIGGER "balances_by_group_after_insert" AFTER INSERT ON "expenses" REFERENCING NEW TABLE AS added_expenses
	FOR EACH STATEMENT EXECUTE FUNCTION "group_balances_apply_expenses"();--> statement-breakpoint
CREATE TRIGGER "balances_by_group_after_update" AFTER UPDATE ON "expenses"
	REFERENCING OLD TABLE AS removed_expenses NEW TABLE AS added_expenses
	FOR EACH STATEMENT EXECUTE FUNCTION "group_balances_apply_expenses"();--> statement-breakpoint
CREATE TRIGGER "balances_by_group_after_delete" AFTER DELETE ON "expenses" REFERENCING OLD TABLE AS removed_expenses
	FOR EACH STATEMENT EXECUTE FUNCTION "group_balances_apply_expenses"();--> statement-breakpoint
CREATE TRIGGER "balances_by_group_after_insert" AFTER INSERT ON "expense_shares" REFERENCING NEW TABLE AS added_shares
	FOR EACH STATEMENT EXECUTE FUNCTION "group_balances_apply_shares"();--> statement-breakpoint
CREATE TRIGGER "balances_by_group_after_update" AFTER UPDATE ON "expense_shares"
	REFERENCING OLD TABLE AS removed_shares NEW TABLE AS added_shares
	FOR EACH STATEMENT EXECUTE FUNCTION "group_balances_apply_shares"();--> statement-breakpoint
CREATE TRIGGER "balances_by_group_after_delete" AFTER DELETE ON "expense_shares" REFERENCING OLD TABLE AS removed_shares
	FOR EACH STATEMENT EXECUTE FUNCTION "group_balances_apply_shares"();
