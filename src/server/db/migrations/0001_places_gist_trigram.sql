DROP INDEX "places_name_trgm_idx";--> statement-breakpoint
DROP INDEX "places_address_trgm_idx";--> statement-breakpoint
CREATE INDEX "places_created_by_idx" ON "places" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "places_name_trgm_idx" ON "places" USING gist ("name" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "places_address_trgm_idx" ON "places" USING gist ("address" gist_trgm_ops);