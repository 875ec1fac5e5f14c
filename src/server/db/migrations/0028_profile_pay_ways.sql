ALTER TABLE "profiles" ADD COLUMN "paypal_me" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "revolut_username" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "cashtag" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "upi_id" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "pix_key" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "bank_holder" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "iban" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_bank_account_check" CHECK ("profiles"."iban" is null or "profiles"."bank_holder" is not null);