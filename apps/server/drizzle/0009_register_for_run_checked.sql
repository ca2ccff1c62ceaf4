-- Registering without reading the run first (docs/decisions/040). The server keeps a run's details (and the
-- calendar file its e-mails carry) in memory and renders the mails from that copy; run_details_version names the
-- copy, and register_for_run checks it under the run's lock, refusing with 'stale' (nothing written) when the run
-- or its host changed since, so the caller reads the run again and retries. Every write through the API sets
-- updated_at, and every edit of a run also raises its sequence.
CREATE FUNCTION run_details_version(p_event_id integer) RETURNS text LANGUAGE sql STABLE AS $$
	SELECT e.sequence::text
		|| ':' || floor(extract(epoch FROM e.updated_at) * 1000000)::bigint::text
		|| ':' || floor(extract(epoch FROM u.updated_at) * 1000000)::bigint::text
	FROM events e JOIN users u ON u.id = e.host_id
	WHERE e.id = p_event_id
$$;
--> statement-breakpoint
-- As 0003's register_for_run, plus: p_run_version (null: no check; otherwise 'stale' when it no longer names the
-- run's details), and the mails' attachments as one argument for both mails instead of once in each (the
-- calendar file is most of a mail's bytes). 0003's eight-argument function stays for instances of the previous
-- release while a deployment rolls.
CREATE FUNCTION register_for_run(
	p_event_id integer,
	p_runner_id uuid,
	p_name text,
	p_email text,
	p_pace numeric,
	p_now timestamptz,
	p_run_version text,
	p_confirmed_mail jsonb,
	p_waitlisted_mail jsonb,
	p_attachments jsonb
) RETURNS TABLE (
	outcome text,
	registration_id integer,
	registration_status text,
	registered_at timestamptz,
	waitlist_position integer
) LANGUAGE plpgsql VOLATILE AS $$
DECLARE
	v_starts_at timestamptz;
	v_max integer;
	v_confirmed integer;
	v_status text;
	v_id integer;
	v_created_at timestamptz;
	v_position integer;
	v_mail jsonb;
	v_place text;
BEGIN
	SELECT e.starts_at, e.max_participants INTO v_starts_at, v_max FROM events e WHERE e.id = p_event_id FOR UPDATE;
	IF NOT FOUND THEN
		RETURN QUERY SELECT 'not_found'::text, NULL::integer, NULL::text, NULL::timestamptz, NULL::integer;
		RETURN;
	END IF;
	IF v_starts_at <= p_now THEN
		RETURN QUERY SELECT 'started'::text, NULL::integer, NULL::text, NULL::timestamptz, NULL::integer;
		RETURN;
	END IF;
	IF EXISTS (SELECT 1 FROM registrations r WHERE r.event_id = p_event_id AND r.runner_id = p_runner_id) THEN
		RETURN QUERY SELECT 'already_registered'::text, NULL::integer, NULL::text, NULL::timestamptz, NULL::integer;
		RETURN;
	END IF;
	-- Under the lock, so no edit of the run slips in between this check and the insert.
	IF p_run_version IS NOT NULL AND p_run_version IS DISTINCT FROM run_details_version(p_event_id) THEN
		RETURN QUERY SELECT 'stale'::text, NULL::integer, NULL::text, NULL::timestamptz, NULL::integer;
		RETURN;
	END IF;
	SELECT count(*) INTO v_confirmed FROM registrations r WHERE r.event_id = p_event_id AND r.status = 'confirmed';
	v_status := CASE WHEN v_max IS NOT NULL AND v_confirmed >= v_max THEN 'waitlisted' ELSE 'confirmed' END;
	-- created_at is the clock under the lock: the waitlist's order is the order runners got in.
	INSERT INTO registrations (event_id, runner_id, name, email, pace, status, created_at)
		VALUES (p_event_id, p_runner_id, p_name, p_email, p_pace, v_status, clock_timestamp())
		RETURNING id, created_at INTO v_id, v_created_at;
	IF v_status = 'waitlisted' THEN
		SELECT count(*) INTO v_position FROM registrations r
			WHERE r.event_id = p_event_id AND r.status = 'waitlisted' AND (r.created_at, r.id) <= (v_created_at, v_id);
		v_mail := p_waitlisted_mail;
	ELSE
		v_mail := p_confirmed_mail;
	END IF;
	v_place := coalesce(v_position::text, '');
	INSERT INTO mail_outbox (to_address, subject, text_body, html_body, attachments, next_attempt_at, created_at)
		VALUES (
			v_mail->>'to',
			v_mail->>'subject',
			replace(v_mail->>'text', '{{waitlist-position}}', v_place),
			replace(v_mail->>'html', '{{waitlist-position}}', v_place),
			NULLIF(p_attachments, 'null'::jsonb),
			p_now,
			p_now
		);
	RETURN QUERY SELECT 'registered'::text, v_id, v_status, v_created_at, v_position;
END
$$;
