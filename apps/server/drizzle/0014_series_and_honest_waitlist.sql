CREATE TABLE "series_registrations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "series_registrations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"series_id" integer NOT NULL,
	"runner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"pace" numeric(4, 2) NOT NULL,
	"group_id" integer,
	"registered_through" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "still_coming_asks" (
	"registration_id" integer PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"asked_at" timestamp with time zone NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	CONSTRAINT "still_coming_asks_answer_check" CHECK ("still_coming_asks"."answer" in ('yes', 'no'))
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "ask_to_confirm" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "series_registrations" ADD CONSTRAINT "series_registrations_series_id_run_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."run_series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series_registrations" ADD CONSTRAINT "series_registrations_runner_id_users_id_fk" FOREIGN KEY ("runner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "still_coming_asks" ADD CONSTRAINT "still_coming_asks_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "still_coming_asks" ADD CONSTRAINT "still_coming_asks_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "series_registrations_series_id_runner_id_key" ON "series_registrations" USING btree ("series_id","runner_id");--> statement-breakpoint
CREATE INDEX "series_registrations_runner_id_idx" ON "series_registrations" USING btree ("runner_id");--> statement-breakpoint
CREATE INDEX "still_coming_asks_event_id_idx" ON "still_coming_asks" USING btree ("event_id");