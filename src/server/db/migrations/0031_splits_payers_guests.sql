CREATE TABLE "game_guests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"game_id" uuid NOT NULL,
	"host_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_guests_name_check" CHECK (char_length("game_guests"."name") between 1 and 60)
);
--> statement-breakpoint
CREATE TABLE "expense_payers" (
	"expense_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"expense_created_at" timestamp with time zone NOT NULL,
	"amount_cents" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "expense_payers_expense_id_user_id_pk" PRIMARY KEY("expense_id","user_id"),
	CONSTRAINT "expense_payers_amount_check" CHECK ("expense_payers"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "expense_split_entries" (
	"expense_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"user_id" uuid,
	"guest_id" uuid,
	"weight" integer NOT NULL,
	CONSTRAINT "expense_split_entries_expense_id_position_pk" PRIMARY KEY("expense_id","position"),
	CONSTRAINT "expense_split_entries_weight_check" CHECK ("expense_split_entries"."weight" > 0),
	CONSTRAINT "expense_split_entries_who_check" CHECK (("expense_split_entries"."user_id" is null) <> ("expense_split_entries"."guest_id" is null))
);
--> statement-breakpoint
ALTER TABLE "expense_shares" DROP CONSTRAINT "expense_shares_expense_payer_fk";
--> statement-breakpoint
ALTER TABLE "expenses" DROP CONSTRAINT "expenses_id_paid_by_uq";--> statement-breakpoint
DROP INDEX "expense_shares_expense_user_uq";--> statement-breakpoint
ALTER TABLE "expense_shares" ADD COLUMN "guest_id" uuid;--> statement-breakpoint
ALTER TABLE "expenses" ADD COLUMN "split_mode" text DEFAULT 'equal' NOT NULL;--> statement-breakpoint
ALTER TABLE "game_guests" ADD CONSTRAINT "game_guests_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_guests" ADD CONSTRAINT "game_guests_host_id_user_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_payers" ADD CONSTRAINT "expense_payers_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_payers" ADD CONSTRAINT "expense_payers_expense_group_fk" FOREIGN KEY ("expense_id","group_id") REFERENCES "public"."expenses"("id","group_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "expense_payers" ADD CONSTRAINT "expense_payers_expense_time_fk" FOREIGN KEY ("expense_id","expense_created_at") REFERENCES "public"."expenses"("id","created_at") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "expense_split_entries" ADD CONSTRAINT "expense_split_entries_expense_id_expenses_id_fk" FOREIGN KEY ("expense_id") REFERENCES "public"."expenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_split_entries" ADD CONSTRAINT "expense_split_entries_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_split_entries" ADD CONSTRAINT "expense_split_entries_guest_id_game_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."game_guests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- Every expense so far had one payer who paid it all, split equally among the people with a share, the first
-- (largest) share carrying the remainder.
INSERT INTO "expense_payers" ("expense_id", "user_id", "group_id", "expense_created_at", "amount_cents", "position")
SELECT "id", "paid_by", "group_id", "created_at", "amount_cents", 0 FROM "expenses";--> statement-breakpoint
INSERT INTO "expense_split_entries" ("expense_id", "position", "user_id", "weight")
SELECT "expense_id", row_number() OVER (PARTITION BY "expense_id" ORDER BY "amount_cents" DESC, "created_at", "user_id") - 1,
	"user_id", 1
FROM "expense_shares";--> statement-breakpoint
CREATE INDEX "game_guests_game_idx" ON "game_guests" USING btree ("game_id","created_at");--> statement-breakpoint
CREATE INDEX "game_guests_host_idx" ON "game_guests" USING btree ("host_id");--> statement-breakpoint
CREATE INDEX "expense_payers_user_newest_idx" ON "expense_payers" USING btree ("user_id","expense_created_at" DESC NULLS LAST,"expense_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "expense_split_entries_user_idx" ON "expense_split_entries" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "expense_split_entries_guest_idx" ON "expense_split_entries" USING btree ("guest_id");--> statement-breakpoint
ALTER TABLE "expense_shares" ADD CONSTRAINT "expense_shares_guest_id_game_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."game_guests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_shares" ADD CONSTRAINT "expense_shares_expense_payer_fk" FOREIGN KEY ("expense_id","paid_by") REFERENCES "public"."expense_payers"("expense_id","user_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "expense_shares" ADD CONSTRAINT "expense_shares_expense_user_payer_guest_uq" UNIQUE NULLS NOT DISTINCT("expense_id","user_id","paid_by","guest_id");--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_split_mode_check" CHECK ("expenses"."split_mode" in ('equal', 'shares', 'exact', 'percentage'));--> statement-breakpoint
-- What each person paid now comes from expense_payers (several payers each paid part), no longer from expenses.
DROP TRIGGER "balances_by_group_after_insert" ON "expenses";--> statement-breakpoint
DROP TRIGGER "balances_by_group_after_update" ON "expenses";--> statement-breakpoint
DROP TRIGGER "balances_by_group_after_delete" ON "expenses";--> statement-breakpoint
DROP FUNCTION "group_balances_apply_expenses"();--> statement-breakpoint
CREATE FUNCTION "group_balances_apply_payers"() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
	paid group_member_totals[];
BEGIN
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		SELECT array_agg((group_id, user_id, amount_cents::bigint, 1, 0, 0)::group_member_totals) INTO paid
		FROM added_payers;
	END IF;
	IF TG_OP IN ('DELETE', 'UPDATE') THEN
		SELECT paid || array_agg((group_id, user_id, -amount_cents::bigint, -1, 0, 0)::group_member_totals) INTO paid
		FROM removed_payers;
	END IF;
	IF paid IS NULL THEN
		RETURN NULL;
	END IF;
	PERFORM group_balances_lock(array(SELECT c.group_id FROM unnest(paid) c));
	PERFORM group_member_totals_add(paid);
	RETURN NULL;
END $fn$;
--> statement-breakpoint
CREATE TRIGGER "balances_by_group_after_insert" AFTER INSERT ON "expense_payers" REFERENCING NEW TABLE AS added_payers
	FOR EACH STATEMENT EXECUTE FUNCTION "group_balances_apply_payers"();--> statement-breakpoint
CREATE TRIGGER "balances_by_group_after_update" AFTER UPDATE ON "expense_payers"
	REFERENCING OLD TABLE AS removed_payers NEW TABLE AS added_payers
	FOR EACH STATEMENT EXECUTE FUNCTION "group_balances_apply_payers"();--> statement-breakpoint
CREATE TRIGGER "balances_by_group_after_delete" AFTER DELETE ON "expense_payers" REFERENCING OLD TABLE AS removed_payers
	FOR EACH STATEMENT EXECUTE FUNCTION "group_balances_apply_payers"();