// What the server writes for people comes in their language: e-mails in the recipient's, CSV and the
// public calendar feed in the asker's, page heads in the page's.
import type { Run } from '@runtogether/shared/runs/run.schemas';
import { seriesLabel } from '@runtogether/shared/series/series.rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachmentsOf } from './mail.repository';
import { insertHost, insertRegistration, insertRun, insertSession, insertUser } from '../../test/factories';
import { outbox } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { intlLocaleOf, translatorFor } from '../../lib/i18n';
import { runDescription, runParticipantsDescription, siteDescription } from '../pages/page-head';
import { reminderSubject } from '../reminders/reminder-email';
import { followDigestEmail } from '../follows/follow-digest-email';
import { describeRunChanges } from '../run-change-notices/run-change-notices.service';
import { runCancelledEmail } from '../run-change-notices/run-cancelled-email';
import { runChangedEmail, runChangedSubject } from '../run-change-notices/run-changed-email';
import { businessCardAlt, businessCardInputs } from '../share-cards/business-card';
import { cardWhen, runCardAlt, runCardInputs } from '../share-cards/run-card';

const DAY = 86_400_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const bearer = async (userId: string) => ({ authorization: `Bearer ${await insertSession(t.db, userId)}` });

describe('e-mails in the recipient language', () => {
  it('sends a Spanish runner a Spanish confirmation, date and calendar file', async () => {
    const host = await insertHost(t.db, { businessName: 'Club Retiro' });
    // Saturday 28 November 2099, 09:00 in Madrid.
    const run = await insertRun(t.db, host.id, {
      title: 'Rodaje del sábado',
      startsAt: new Date('2099-11-28T08:00:00Z'),
    });
    const runner = await insertUser(t.db, { language: 'es', email: 'lucia.es@example.test' });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/events/${run.id}/registrations`,
      headers: await bearer(runner.id),
      payload: { name: 'Lucía', email: 'lucia.es@example.test', pace: 5.5 },
    });
    expect(response.statusCode, response.body).toBe(201);
    const mail = (await outbox(t.db)).filter((m) => m.toAddress === 'lucia.es@example.test').at(-1);
    expect(mail?.subject).toBe('Tienes plaza: Rodaje del sábado');
    expect(mail?.textBody).toContain('Hola, Lucía:');
    expect(mail?.textBody).toContain('Cuándo: sábado, 28 de noviembre de 2099 a las 09:00 (hora de Madrid)');
    expect(mail?.htmlBody).toContain('<html lang="es">');
    const [ics] = attachmentsOf(mail ?? { attachments: null });
    expect(ics?.content).toContain('Organiza Club Retiro');
  });

  it('writes reminder and change subjects in Spanish', () => {
    const run = {
      title: 'Rodaje',
      startsAt: new Date('2099-11-28T18:00:00Z'),
      timezone: 'Europe/Madrid',
    };
    const now = new Date('2099-11-27T18:00:00Z');
    expect(reminderSubject(run, { ms: DAY }, now, 'es')).toBe('Recordatorio: Rodaje mañana a las 19:00');
    expect(reminderSubject(run, { ms: 2 * 3_600_000 }, now, 'es')).toBe(
      'Recordatorio: Rodaje dentro de 2 horas',
    );
    expect(reminderSubject(run, { ms: DAY }, now)).toBe('Reminder: Rodaje tomorrow at 19:00');
    expect(runChangedSubject('Rodaje', 'es')).toBe('Cambios en la quedada: Rodaje');
  });
});

describe('the other mails in Spanish', () => {
  const to = { email: 'ana@example.test', name: 'Ana', language: 'es' as const };

  it('lists a change with Spanish labels and dates', () => {
    const snapshot = {
      startsAt: '2099-11-28T08:00:00.000Z',
      timezone: 'Europe/Madrid',
      location: 'Retiro',
      address: null,
      distanceKm: 10,
    };
    const changes = describeRunChanges(
      snapshot,
      { ...snapshot, startsAt: '2099-11-29T08:00:00.000Z', address: 'Puerta de Alcalá' },
      'es',
    );
    const run = {
      title: 'Rodaje',
      date: '2099-11-29',
      time: '09:00',
      timezone: 'Europe/Madrid',
      address: 'Puerta de Alcalá',
      distance: 10,
      hostName: 'Club Retiro',
    };
    const ics = { filename: 'rodaje.ics', contentType: 'text/calendar', content: '' };
    const mail = runChangedEmail({ ...to, status: 'confirmed' }, run, changes, 'http://x/runs/1', ics);
    expect(mail.subject).toBe('Cambios en la quedada: Rodaje');
    expect(mail.text).toContain(
      '  Fecha: sábado, 28 de noviembre de 2099 → domingo, 29 de noviembre de 2099',
    );
    expect(mail.text).toContain('  Dirección: (ninguna) → Puerta de Alcalá');

    // A run moved to another zone names both by their city, never by an IANA id.
    const moved = describeRunChanges(
      snapshot,
      { ...snapshot, timezone: 'America/New_York', startsAt: '2099-11-28T14:00:00.000Z' },
      'es',
    );
    expect(moved.find((change) => change.label === 'Time')).toMatchObject({
      before: '09:00 (hora de Madrid)',
      after: '09:00 (hora de New York)',
    });
  });

  it('words the cancellation and the digest in Spanish', () => {
    const cancelled = runCancelledEmail(
      to,
      {
        title: 'Rodaje',
        date: '2099-11-28',
        time: '09:00',
        timezone: 'Europe/Madrid',
        hostName: 'Club Retiro',
      },
      'http://x/runs',
    );
    expect(cancelled.subject).toBe('Cancelada: Rodaje');
    // One paragraph on one line: a line break in the middle of the sentence showed as a ragged break.
    expect(cancelled.text).toContain(
      'Club Retiro ha cancelado «Rodaje» (sábado, 28 de noviembre de 2099 a las 09:00, hora de Madrid). Hemos quitado tu inscripción, así que no tienes que hacer nada.\n',
    );
    const digest = followDigestEmail({
      to,
      host: { id: 'h', name: 'Club Retiro' },
      runs: [
        {
          id: 1,
          title: 'Rodaje',
          date: '2099-11-28',
          time: '09:00',
          timezone: 'Europe/Madrid',
          distance: 6.5,
          pace: 5.5,
          groups: [],
        },
      ],
      total: 3,
      unsubscribeToken: 'tok',
      publicUrl: 'http://x',
    });
    expect(digest.subject).toBe('3 quedadas nuevas de Club Retiro');
    expect(digest.text).toContain('  6,5 km a 5:30 min/km');
    expect(digest.text).toContain('y 2 quedadas más: http://x/business/h/profile');
  });
});

describe('files and pages in the asker language', () => {
  it("answers a Spanish host's participants CSV with Spanish headers", async () => {
    const host = await insertHost(t.db, { language: 'es' });
    const run = await insertRun(t.db, host.id, { startsAt: new Date(Date.now() + 7 * DAY) });
    const runner = await insertUser(t.db);
    await insertRegistration(t.db, run.id, runner);
    const auth = await bearer(host.id);
    const all = await t.app.inject({ url: '/api/business/participants.csv', headers: auth });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.rawPayload.toString('utf8').slice(1).split('\r\n')[0]).toBe(
      'Quedada,Fecha de la quedada,Nombre,Correo,Ritmo,Inscripción,Estado',
    );
    const one = await t.app.inject({ url: `/api/events/${run.id}/participants.csv`, headers: auth });
    expect(one.statusCode, one.body).toBe(200);
    const rows = one.rawPayload.toString('utf8').slice(1).split('\r\n');
    expect(rows[0]).toBe('Quedada,Fecha de la quedada,Nombre,Correo,Ritmo,Inscripción,Estado');
    expect(rows[1]).toMatch(/,Confirmado$/);
  });

  it('answers the public feed in the Accept-Language, with its own ETag and Vary', async () => {
    const host = await insertHost(t.db, { businessName: 'Club Feed' });
    await insertRun(t.db, host.id, { title: 'Series', startsAt: new Date(Date.now() + 7 * DAY) });
    const url = `/api/businesses/${host.id}/calendar.ics`;
    const es = await t.app.inject({ url, headers: { 'accept-language': 'es-ES,es;q=0.9' } });
    const en = await t.app.inject({ url, headers: { 'accept-language': 'en' } });
    expect(es.statusCode).toBe(200);
    expect(es.body).toContain('X-WR-CALDESC:Quedadas organizadas por Club Feed en RunTogether');
    expect(es.body).toContain('Organiza Club Feed');
    expect(en.body).toContain('X-WR-CALDESC:Group runs hosted by Club Feed on RunTogether');
    expect(es.headers.etag).not.toBe(en.headers.etag);
    expect(es.headers.vary).toContain('Accept-Language');
  });

  it('describes a run page in Spanish', () => {
    const run = {
      title: 'Rodaje',
      date: '2026-11-28',
      time: '09:00',
      location: 'Retiro',
      address: 'Puerta de Alcalá',
      distance: 10,
      pace: 5.5,
      groups: [],
      hostName: 'Club Retiro',
      maxParticipants: 10,
      currentParticipants: 9,
    } as unknown as Run;
    expect(runDescription(run, 'es')).toBe(
      'sáb, 28 nov 2026 a las 09:00 · Retiro, Puerta de Alcalá · 10 km a 5:30 min/km · Organiza Club Retiro · 1 plaza libre',
    );
    expect(runDescription(run, 'en')).toBe(
      'Sat, 28 Nov 2026 at 09:00 · Retiro, Puerta de Alcalá · 10 km at 5:30 min/km · Hosted by Club Retiro · 1 spot left',
    );
    expect(runParticipantsDescription(run, 'es')).toMatch(/^Quién va a Rodaje: sáb, 28 nov/);
    expect(siteDescription('es')).toMatch(/^RunTogether une a corredores con quedadas/);
  });

  it('words a weekly series in Spanish, and in English as before', () => {
    const es = { t: translatorFor('es'), intlLocale: intlLocaleOf('es') };
    const en = { t: translatorFor('en'), intlLocale: intlLocaleOf('en') };
    expect(seriesLabel(1, '2026-12-01', '19:00', es)).toBe('Cada martes a las 19:00');
    expect(seriesLabel(2, '2026-12-05', '09:00', es)).toBe('Cada 2 semanas, el sábado a las 09:00');
    expect(seriesLabel(1, '2026-12-01', '19:00', en)).toBe('Every Tuesday at 19:00');
    expect(seriesLabel(2, '2026-12-05', '09:00', en)).toBe('Every 2 weeks on Saturday at 09:00');
  });

  it("draws a share card's date and words in Spanish, English ones as before", () => {
    expect(cardWhen('2026-11-28', '09:00', 'es')).toBe('sáb 28 nov · 09:00');
    expect(cardWhen('2026-11-28', '09:00')).toBe('Sat 28 Nov · 09:00');
    const run = {
      title: 'Rodaje',
      date: '2026-11-28',
      time: '09:00',
      timezone: 'Europe/Madrid',
      distance: 10,
      pace: 5.5,
      groups: [],
      hostName: 'Club Retiro',
      imageUrl: null,
    } as unknown as Run;
    expect(runCardAlt(runCardInputs(run, 'es'))).toBe(
      'Rodaje: sáb 28 nov · 09:00, 10 km a 5:30 min/km, organiza Club Retiro en RunTogether',
    );
    // English cards keep their inputs, hence their stored keys.
    expect(runCardInputs(run)).not.toHaveProperty('locale');
    expect(runCardAlt(runCardInputs(run))).toBe(
      'Rodaje: Sat 28 Nov · 09:00, 10 km at 5:30 min/km, hosted by Club Retiro on RunTogether',
    );
    const business = { name: 'Club', profileImageUrl: null, businessDetails: null } as never;
    expect(businessCardAlt(businessCardInputs(business, 'es'))).toBe('Club: quedadas en RunTogether');
  });
});
