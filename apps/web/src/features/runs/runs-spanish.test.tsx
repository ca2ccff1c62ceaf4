import { CATALOGUES } from '@runtogether/shared/i18n/catalogue';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setBrowserMessages } from '@/lib/i18n';
import { renderWithProviders } from '@/testing/render';
import { testRun } from '@/testing/run-fixtures';
import { RunCard } from './components/run-card';
import { toMapRun } from './components/find-runs/run-map-view';
import { RunParticipants } from './components/run-detail/run-participants';
import { RepeatFields } from './components/run-form/repeat-fields';
import { repeatDefaults } from './components/run-form/repeat-state';
import { runShareText } from './utils/share-run';
import { seriesLabelText } from './utils/series-label';
import { hostGreeting } from './utils/whatsapp-link';

// The web tests render in English; these switch the page to Spanish and back.
describe('the run screens in Spanish', () => {
  beforeEach(() => setBrowserMessages('es', CATALOGUES.es));
  afterEach(() => setBrowserMessages('en', CATALOGUES.en));

  it('a run card: Spanish date, a decimal comma in the distance, the pace level and the host', () => {
    renderWithProviders(<RunCard run={testRun({ distance: 6.5 })} variant="compact" />);
    const card = screen.getByRole('article', { name: 'Saturday Sunrise 5K' });
    expect(card).toHaveTextContent('sáb, 18 may');
    expect(card).toHaveTextContent('6,5 km');
    expect(card).toHaveTextContent('5:30 min/km');
    expect(card).toHaveTextContent('Organiza Café Corre');
    expect(within(card).getByText('Intermedio')).toBeInTheDocument();
    expect(within(card).getByText('Plazas libres').nextElementSibling).toHaveTextContent('12');
    expect(within(card).getByRole('list', { name: 'Etiquetas' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Apúntate' })).toBeInTheDocument();
  });

  it('spots left in the singular and the plural', () => {
    const { unmount } = renderWithProviders(
      <RunParticipants run={testRun({ maxParticipants: 10, currentParticipants: 9 })} />,
    );
    expect(screen.getByText('1 plaza libre')).toBeInTheDocument();
    expect(screen.getByText('9 corredores apuntados')).toBeInTheDocument();
    unmount();
    renderWithProviders(<RunParticipants run={testRun({ maxParticipants: 10, currentParticipants: 1 })} />);
    expect(screen.getByText('9 plazas libres')).toBeInTheDocument();
    expect(screen.getByText('1 corredor apuntado')).toBeInTheDocument();
  });

  it("a map marker's card", () => {
    expect(toMapRun(testRun({ maxParticipants: 3, currentParticipants: 0 }))?.details).toEqual([
      'sáb, 18 may · 07:30',
      '5:30 min/km',
      '3 plazas libres',
    ]);
    expect(toMapRun(testRun({ maxParticipants: 3, currentParticipants: 3 }))?.details[2]).toBe(
      'Completa: lista de espera abierta',
    );
  });

  it("a new run's repeat: the box says it repeats, the choice says how often", async () => {
    renderWithProviders(
      <RepeatFields
        state={{ ...repeatDefaults(), enabled: true }}
        onChange={() => {}}
        date="2030-05-18"
        time="07:30"
      />,
    );
    expect(screen.getByRole('checkbox', { name: 'Repetir esta quedada' })).toBeChecked();
    const often = await screen.findByRole('combobox', { name: 'Con qué frecuencia' });
    expect(within(often).getByRole('option', { name: 'Cada semana', selected: true })).toBeInTheDocument();
    expect(within(often).getByRole('option', { name: 'Cada 4 semanas' })).toBeInTheDocument();
  });

  it('the share text, the WhatsApp greeting and a weekly series', () => {
    expect(runShareText(testRun({ distance: 10.5 }))).toBe(
      'Vente conmigo a "Saturday Sunrise 5K" el sáb, 18 may a las 07:30: 10,5 km a 5:30 min/km, ' +
        'organiza Café Corre, salida desde Puerta de Alcalá, Madrid.',
    );
    expect(hostGreeting('Tapas & Trails')).toContain('"Tapas & Trails"');
    expect(seriesLabelText(1, 'Tuesday', '19:00')).toBe('Cada martes a las 19:00');
    expect(seriesLabelText(2, 'Saturday', '09:00')).toBe('Cada 2 semanas, el sábado, a las 09:00');
  });
});

describe('the run screens in English stay as they were', () => {
  it('spots left, the share text and a weekly series', () => {
    expect(toMapRun(testRun({ maxParticipants: 3, currentParticipants: 2 }))?.details).toEqual([
      'Sat, May 18 · 07:30',
      '5:30 min/km',
      '1 spot left',
    ]);
    expect(runShareText(testRun({ distance: 10.5 }))).toBe(
      'Join me at "Saturday Sunrise 5K" on Sat, May 18 at 07:30: 10.5 km at 5:30 min/km, hosted by ' +
        'Café Corre, starting at Puerta de Alcalá, Madrid.',
    );
    expect(seriesLabelText(1, 'Tuesday', '19:00')).toBe('Every Tuesday at 19:00');
    expect(seriesLabelText(2, 'Saturday', '09:00')).toBe('Every 2 weeks on Saturday at 09:00');
  });
});
