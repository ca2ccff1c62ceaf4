CREATE TABLE "run_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "run_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"pace_seconds_per_km" integer NOT NULL,
	"distance_km" double precision,
	"max_participants" integer,
	"leader" text,
	CONSTRAINT "run_groups_max_participants_check" CHECK ("run_groups"."max_participants" is null or "run_groups"."max_participants" > 0),
	CONSTRAINT "run_groups_pace_check" CHECK ("run_groups"."pace_seconds_per_km" > 0)
);
--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "group_id" integer;--> statement-breakpoint
ALTER TABLE "run_groups" ADD CONSTRAINT "run_groups_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "run_groups_event_id_position_idx" ON "run_groups" USING btree ("event_id","position");--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_group_id_run_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."run_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registrations_group_id_status_idx" ON "registrations" USING btree ("group_id","status");