DROP INDEX "game_photos_game_created_idx";--> statement-breakpoint
CREATE INDEX "game_photos_game_page_idx" ON "game_photos" USING btree ("game_id","created_at","storage_key");