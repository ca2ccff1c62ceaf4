// A burst of registrations and cancellations on one run, spread over several app instances, checked against
// the rules (docs/product.md §4 Registration, decision 011): never more confirmed than the maximum at any moment, the
// waitlist promoted in the order runners joined it, nothing lost or duplicated. Used by the PostgreSQL load
// test; usable from a benchmark with bigger numbers.
import pg from 'pg';
import type { App } from '../app';
import { cancelFor, registerFor, type Runner } from './crowd';

export interface CapacityLoadOptions {
  /** The instances to spread the requests over (round-robin by runner). */
  apps: App[];
  /** The database the apps share; the audit trigger and the sampler connect to it. */
  databaseUrl: string;
  runId: number;
  capacity: number;
  runners: Runner[];
  /** Deterministic choice of each runner's operations. */
  seed?: number;
}

export interface CapacityLoadReport {
  operations: number;
  statuses: Record<string, number>;
  /** Confirmed count read by a separate connection while the burst ran. */
  samples: number;
  maxConfirmedSampled: number;
  durationMs: number;
  /** Every broken rule, in words; empty when the run behaved. */
  violations: string[];
}

type Kind = 'register' | 'cancel';
interface Outcome {
  runner: Runner;
  kind: Kind;
  status: number;
  registrationId: number | null;
}
interface AuditRow {
  seq: string;
  tx: string;
  op: 'insert' | 'update' | 'delete';
  registration_id: number;
  runner_id: string;
  status: 'confirmed' | 'waitlisted';
  old_status: string | null;
}

/** mulberry32: a small seeded generator, so a failing burst can be replayed. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Each runner: register; then maybe cancel; then maybe register again; then maybe cancel again. */
function planFor(next: () => number): Kind[] {
  const plan: Kind[] = ['register'];
  while (plan.length < 4 && next() < 0.5) plan.push(plan.length % 2 === 1 ? 'cancel' : 'register');
  return plan;
}

// Records every change of the run's registrations with the transaction that made it. Every change happens under
// the run's row lock, so the sequence is the order in which the transactions took effect.
const AUDIT_SQL = `
create table if not exists load_audit (
  seq bigserial primary key, tx bigint not null, event_id integer not null, op text not null,
  registration_id integer not null, runner_id uuid not null, status text not null, old_status text);
create or replace function load_audit_change() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    insert into load_audit (tx, event_id, op, registration_id, runner_id, status)
      values (txid_current(), old.event_id, 'delete', old.id, old.runner_id, old.status);
    return old;
  end if;
  insert into load_audit (tx, event_id, op, registration_id, runner_id, status, old_status)
    values (txid_current(), new.event_id, lower(tg_op), new.id, new.runner_id, new.status,
            case when tg_op = 'UPDATE' then old.status end);
  return new;
end $$;
drop trigger if exists load_audit on registrations;
create trigger load_audit after insert or update or delete on registrations
  for each row execute function load_audit_change();`;

export async function runCapacityLoad(options: CapacityLoadOptions): Promise<CapacityLoadReport> {
  const { apps, runId, capacity, runners } = options;
  const next = random(options.seed ?? 1);
  const plans = runners.map(() => planFor(next));
  const client = new pg.Client({ connectionString: options.databaseUrl });
  const sampler = new pg.Client({ connectionString: options.databaseUrl });
  await Promise.all([client.connect(), sampler.connect()]);
  try {
    await client.query(AUDIT_SQL);

    let running = true;
    let samples = 0;
    let maxConfirmedSampled = 0;
    const sampling = (async () => {
      while (running) {
        const result = await sampler.query<{ n: number }>(
          `select count(*)::int as n from registrations where event_id = $1 and status = 'confirmed'`,
          [runId],
        );
        samples++;
        maxConfirmedSampled = Math.max(maxConfirmedSampled, result.rows[0]?.n ?? 0);
        // Paced, so the watcher does not take the CPU and a database backend away from the burst itself.
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
    })();

    const started = performance.now();
    const outcomes: Outcome[] = [];
    await Promise.all(
      runners.map(async (runner, i) => {
        const app = apps[i % apps.length] as App;
        for (const kind of plans[i] ?? []) {
          const response = await (kind === 'register' ? registerFor : cancelFor)(app, runId, runner);
          const registrationId = response.statusCode === 201 ? response.json<{ id: number }>().id : null;
          outcomes.push({ runner, kind, status: response.statusCode, registrationId });
        }
      }),
    );
    const durationMs = performance.now() - started;
    running = false;
    await sampling;

    const audit = (
      await client.query<AuditRow>(
        `select seq, tx, op, registration_id, runner_id, status, old_status from load_audit
          where event_id = $1 order by seq`,
        [runId],
      )
    ).rows;
    const final = (
      await client.query<{ id: number; runner_id: string; status: string }>(
        `select id, runner_id, status from registrations where event_id = $1 order by created_at, id`,
        [runId],
      )
    ).rows;
    await client.query('drop trigger if exists load_audit on registrations');

    const violations = [
      ...checkAnswers(outcomes, audit),
      ...replay(audit, capacity, final),
      ...(maxConfirmedSampled > capacity
        ? [`a sample saw ${maxConfirmedSampled} confirmed, above the maximum of ${capacity}`]
        : []),
    ];
    const statuses: Record<string, number> = {};
    for (const o of outcomes)
      statuses[`${o.kind} ${o.status}`] = (statuses[`${o.kind} ${o.status}`] ?? 0) + 1;
    return { operations: outcomes.length, statuses, samples, maxConfirmedSampled, durationMs, violations };
  } finally {
    await Promise.all([client.end(), sampler.end()]);
  }
}

/**
 * Each runner's operations run one after another, so every answer is determined: register → 201, cancel →
 * 204. And the database must hold exactly what was acknowledged: one insert per 201, one delete per 204.
 */
function checkAnswers(outcomes: Outcome[], audit: AuditRow[]): string[] {
  const violations: string[] = [];
  for (const o of outcomes) {
    const expected = o.kind === 'register' ? 201 : 204;
    if (o.status !== expected) violations.push(`${o.kind} for ${o.runner.id} answered ${o.status}`);
  }
  const inserted = audit.filter((a) => a.op === 'insert').map((a) => a.registration_id);
  const acknowledged = outcomes.flatMap((o) => (o.registrationId === null ? [] : [o.registrationId]));
  if (JSON.stringify([...inserted].sort()) !== JSON.stringify([...acknowledged].sort())) {
    violations.push(`${inserted.length} registrations written for ${acknowledged.length} acknowledged`);
  }
  const deletes = audit.filter((a) => a.op === 'delete').length;
  const cancelled = outcomes.filter((o) => o.kind === 'cancel' && o.status === 204).length;
  if (deletes !== cancelled)
    violations.push(`${deletes} registrations removed for ${cancelled} cancellations`);
  return violations;
}

/**
 * Replays the committed changes, transaction by transaction, against the rules: a newcomer is confirmed
 * exactly when a spot is free, a freed spot goes to the earliest on the waitlist, after every transaction
 * confirmed ≤ capacity and no spot is idle while someone waits; the end state is the database's.
 */
function replay(audit: AuditRow[], capacity: number, final: { id: number; status: string }[]): string[] {
  const violations: string[] = [];
  const confirmed = new Set<number>();
  const waitlist: number[] = [];
  const transactions = new Map<string, AuditRow[]>();
  for (const row of audit) transactions.set(row.tx, [...(transactions.get(row.tx) ?? []), row]);

  for (const [tx, rows] of transactions) {
    for (const row of rows) {
      if (row.op === 'insert') {
        const expected = confirmed.size < capacity ? 'confirmed' : 'waitlisted';
        if (row.status !== expected)
          violations.push(
            `tx ${tx}: registration ${row.registration_id} ${row.status}, expected ${expected}`,
          );
        if (row.status === 'confirmed') confirmed.add(row.registration_id);
        else waitlist.push(row.registration_id);
      } else if (row.op === 'delete') {
        confirmed.delete(row.registration_id);
        const at = waitlist.indexOf(row.registration_id);
        if (at >= 0) waitlist.splice(at, 1);
      } else if (row.old_status === 'waitlisted' && row.status === 'confirmed') {
        const head = waitlist.shift();
        if (head !== row.registration_id)
          violations.push(`tx ${tx}: promoted ${row.registration_id} before ${head}`);
        confirmed.add(row.registration_id);
      }
    }
    if (confirmed.size > capacity) violations.push(`tx ${tx}: ${confirmed.size} confirmed of ${capacity}`);
    if (waitlist.length > 0 && confirmed.size < capacity)
      violations.push(`tx ${tx}: a spot idle while ${waitlist.length} wait`);
  }

  const expected = [...final].map((r) => `${r.id}:${r.status}`).join(',');
  const fromModel = final
    .map(
      (r) =>
        `${r.id}:${confirmed.has(r.id) ? 'confirmed' : waitlist.includes(r.id) ? 'waitlisted' : 'absent'}`,
    )
    .join(',');
  if (expected !== fromModel || final.length !== confirmed.size + waitlist.length) {
    violations.push('the final registrations differ from the replay of the committed changes');
  }
  const finalWaitlist = final.filter((r) => r.status === 'waitlisted').map((r) => r.id);
  if (JSON.stringify(finalWaitlist) !== JSON.stringify(waitlist))
    violations.push('the final waitlist order differs from the replay');
  return violations;
}
