-- My Runs reads a runner's run ids from the index alone (docs/decisions/063); the new index serves every
-- lookup by runner the old one did, so it replaces it. Made before the old one goes, so no moment lacks one.
CREATE INDEX "registrations_runner_id_event_id_idx" ON "registrations" USING btree ("runner_id","event_id");--> statement-breakpoint
DROP INDEX "registrations_runner_id_idx";
