// Turns the demo data into rows, with dates relative to the seed time so the demo always looks alive.
import { dateKeyInZone, zonedToInstant } from '@runtogether/shared/dates/date.rules';
import type { businessPosts, events, registrations, users } from '../schema';
import { DEMO_HOSTS, DEMO_RUNNERS, DEMO_TIMEZONE, type DemoRunTemplate } from './demo-data';
import { seededRandom, type Random } from './random';

const SEED = 20260321;
const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/** Runs from this many days ago (a little history) … */
const FIRST_DAY = -9;
/** … to six weeks ahead. */
const LAST_DAY = 41;
/** Share of runs the demo runner log-in has joined, so "My Runs" is not empty. */
const DEMO_RUNNER_SHARE = 0.3;

type UserRow = typeof users.$inferInsert;
type RunRow = Omit<typeof events.$inferInsert, 'hostId'>;
type RegistrationRow = Omit<typeof registrations.$inferInsert, 'eventId' | 'runnerId'>;
type PostRow = Omit<typeof businessPosts.$inferInsert, 'businessId'>;

export interface DemoPlan {
  users: UserRow[];
  runs: { hostEmail: string; row: RunRow }[];
  registrations: { runKey: string; runnerEmail: string; row: RegistrationRow }[];
  posts: { hostEmail: string; row: PostRow }[];
}

/** Identifies a planned run before it has an id: no host has two runs with one title at one time. */
export const runKey = (run: { title: string; startsAt: Date }) =>
  `${run.title}|${run.startsAt.toISOString()}`;

export function planDemoData(now: Date): DemoPlan {
  const random = seededRandom(SEED);
  const runners = DEMO_RUNNERS.map((runner) => ({ ...runner, pace: random.int(45, 75) / 10 }));
  const [demoRunner, ...otherRunners] = runners;
  if (!demoRunner) throw new Error('The demo data needs at least one runner');

  const plan: DemoPlan = {
    users: [
      ...DEMO_HOSTS.map((host): UserRow => ({
        name: host.name,
        email: host.email,
        role: 'business',
        isActive: true,
        businessName: host.businessName,
        businessType: host.businessType,
        businessDescription: host.businessDescription,
        businessPhone: host.businessPhone,
        businessLocation: host.place.address,
        address: host.place.address,
        website: host.website,
        instagram: host.instagram,
        latitude: host.place.latitude,
        longitude: host.place.longitude,
      })),
      ...runners.map((runner): UserRow => ({ name: runner.name, email: runner.email, isActive: true })),
    ],
    runs: [],
    registrations: [],
    posts: [],
  };

  for (const host of DEMO_HOSTS) {
    host.runs.forEach((template, templateIndex) => {
      for (const startsAt of occurrences(template, templateIndex % 2, now)) {
        const run = runRow(template, startsAt, now);
        plan.runs.push({ hostEmail: host.email, row: run });

        const joinsDemoRunner = random.next() < DEMO_RUNNER_SHARE;
        const count = participantCount(template.maxParticipants, random);
        const chosen = [
          ...(joinsDemoRunner ? [demoRunner] : []),
          ...random.shuffle(otherRunners).slice(0, count - (joinsDemoRunner ? 1 : 0)),
        ];
        const latest = Math.min(now.getTime(), startsAt.getTime());
        for (const runner of chosen) {
          plan.registrations.push({
            runKey: runKey({ title: run.title, startsAt }),
            runnerEmail: runner.email,
            row: {
              name: runner.name,
              email: runner.email,
              pace: runner.pace,
              status: 'confirmed',
              createdAt: new Date(latest - random.int(1, 21 * 24) * HOUR_MS),
            },
          });
        }
      }
    });
    for (const post of host.posts) {
      plan.posts.push({
        hostEmail: host.email,
        row: {
          title: post.title,
          content: post.content,
          createdAt: new Date(now.getTime() - post.daysAgo * DAY_MS - random.int(1, 10) * HOUR_MS),
        },
      });
    }
  }
  return plan;
}

/** Start instants of a template between FIRST_DAY and LAST_DAY, at its local time in Madrid. */
function occurrences(template: DemoRunTemplate, phase: number, now: Date): Date[] {
  const today = dateKeyInZone(now, DEMO_TIMEZONE);
  const starts: Date[] = [];
  for (let day = FIRST_DAY; day <= LAST_DAY; day++) {
    const date = new Date(Date.parse(`${today}T12:00:00Z`) + day * DAY_MS);
    const biweeklyOff = template.everyWeeks === 2 && Math.abs(Math.floor(day / 7) % 2) !== phase;
    if (date.getUTCDay() !== template.weekday || biweeklyOff) continue;
    starts.push(zonedToInstant(date.toISOString().slice(0, 10), template.time, DEMO_TIMEZONE));
  }
  return starts;
}

function runRow(template: DemoRunTemplate, startsAt: Date, now: Date): RunRow {
  const createdAt = new Date(Math.min(now.getTime(), startsAt.getTime()) - 28 * DAY_MS);
  return {
    title: template.title,
    description: template.description,
    startsAt,
    timezone: DEMO_TIMEZONE,
    paceSecondsPerKm: template.paceSecondsPerKm,
    distanceKm: template.distanceKm,
    maxParticipants: template.maxParticipants,
    location: template.meetingPoint.name,
    address: template.meetingPoint.address,
    latitude: template.meetingPoint.latitude,
    longitude: template.meetingPoint.longitude,
    tags: template.tags,
    imageUrl: null,
    whatsappGroupLink: template.whatsappGroupLink ?? null,
    createdAt,
    updatedAt: createdAt,
  };
}

/** Small runs are (nearly) full, bigger ones partly, unlimited ones get a handful to a crowd. */
function participantCount(maxParticipants: number | null, random: Random): number {
  const available = DEMO_RUNNERS.length;
  if (maxParticipants === null) return random.int(4, 18);
  if (maxParticipants <= 12) return Math.min(available, maxParticipants - random.int(0, 1));
  return Math.min(available, Math.round(maxParticipants * (0.3 + random.next() * 0.6)));
}
