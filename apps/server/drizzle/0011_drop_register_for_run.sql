-- Registering is one transaction in TypeScript again (docs/decisions/046): the server locks the run's row, counts,
-- inserts and queues the one e-mail itself, so the functions of 0003 and 0009 and the version the server's kept
-- copy of a run was checked against are no longer called.
DROP FUNCTION IF EXISTS register_for_run(integer, uuid, text, text, numeric, timestamptz, text, jsonb, jsonb, jsonb);
--> statement-breakpoint
DROP FUNCTION IF EXISTS register_for_run(integer, uuid, text, text, numeric, timestamptz, jsonb, jsonb);
--> statement-breakpoint
DROP FUNCTION IF EXISTS run_details_version(integer);
