CREATE TABLE "calendar_feeds" (
	"runner_id" uuid PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_key" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "cancelled_runs" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"host_id" uuid NOT NULL,
	"title" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"location" text NOT NULL,
	"sequence" integer NOT NULL,
	"runner_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"cancelled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "follows" (
	"runner_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"digested_through" timestamp with time zone DEFAULT now() NOT NULL,
	"last_digest_at" timestamp with time zone,
	"mail_stopped_at" timestamp with time zone,
	"unsubscribe_token" text NOT NULL,
	CONSTRAINT "follows_pkey" PRIMARY KEY("runner_id","business_id"),
	CONSTRAINT "follows_unsubscribe_token_key" UNIQUE("unsubscribe_token")
);
--> statement-breakpoint
CREATE TABLE "run_series" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "run_series_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"host_id" uuid NOT NULL,
	"every_weeks" integer NOT NULL,
	"until_date" date,
	"occurrence_count" integer,
	"first_date" date NOT NULL,
	"local_time" text NOT NULL,
	"timezone" text NOT NULL,
	"next_index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "run_series_every_weeks_check" CHECK ("run_series"."every_weeks" between 1 and 4),
	CONSTRAINT "run_series_end_check" CHECK (("run_series"."until_date" is null) <> ("run_series"."occurrence_count" is null) and ("run_series"."occurrence_count" is null or "run_series"."occurrence_count" between 1 and 52))
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "series_id" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_runner_id_users_id_fk" FOREIGN KEY ("runner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancelled_runs" ADD CONSTRAINT "cancelled_runs_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_runner_id_users_id_fk" FOREIGN KEY ("runner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_business_id_users_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_series" ADD CONSTRAINT "run_series_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cancelled_runs_host_id_starts_at_idx" ON "cancelled_runs" USING btree ("host_id","starts_at");--> statement-breakpoint
CREATE INDEX "follows_business_id_created_at_idx" ON "follows" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "run_series_host_id_idx" ON "run_series" USING btree ("host_id");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_series_id_run_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."run_series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_series_id_starts_at_idx" ON "events" USING btree ("series_id","starts_at");