DROP INDEX "run_groups_event_id_position_idx";--> statement-breakpoint
CREATE INDEX "run_groups_event_id_pace_idx" ON "run_groups" USING btree ("event_id","pace_seconds_per_km");