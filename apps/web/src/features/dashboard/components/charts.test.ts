import { CATALOGUES } from '@runtogether/shared/i18n/catalogue';
import { afterEach, describe, expect, it } from 'vitest';
import { setBrowserMessages } from '@/lib/i18n';
import { attendanceChartLabel } from './attendance-chart';
import { signupsChartLabel } from './signups-chart';

const run = { runId: 1, title: 'Tempo', date: '2030-06-01', checkedIn: 10, walkIns: 2, confirmed: 15 };

describe("the dashboard charts' words for screen readers", () => {
  afterEach(() => setBrowserMessages('en', CATALOGUES.en));

  it('reads the numbers in English', () => {
    expect(attendanceChartLabel([run])).toBe(
      'Attendance per run. Tempo on Sat, Jun 1: 12 checked in of 15 confirmed.',
    );
    expect(attendanceChartLabel([])).toBe('Attendance per run: no runs with check-ins in the last 12 weeks.');
    expect(signupsChartLabel([{ month: '2030-06', count: 3 }])).toBe('New signups per month. June 2030: 3.');
  });

  it('reads them in Spanish, with Spanish dates', () => {
    setBrowserMessages('es', CATALOGUES.es);
    expect(attendanceChartLabel([run])).toBe(
      'Asistencia por quedada. Tempo el sáb, 1 jun: 12 presentes de 15 confirmados.',
    );
    expect(signupsChartLabel([{ month: '2030-06', count: 3 }])).toBe(
      'Nuevas inscripciones al mes. junio de 2030: 3.',
    );
  });
});
