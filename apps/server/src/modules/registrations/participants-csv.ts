// The participants exports, a run's and all of a host's runs (docs/product.md §2 "Participants"): one column
// definition, so both files have the same columns, the same local date-times and the same translated status.
import { dateKeyInZone, timeInZone } from '@runtogether/shared/dates/date.rules';
import { formatPace } from '@runtogether/shared/runs/run.rules';
import type { RunQuestion, StoredAnswers } from '@runtogether/shared/registrations/questions.schemas';
import { toCsv, type CsvValue } from '../../lib/csv';
import { translatorFor, type Locale } from '../../lib/i18n';

export interface ParticipantCsvRow {
  runTitle: string;
  runStartsAt: Date;
  /** Every time of a run is written in the run's own zone (decision 9), the registration time too. */
  runTimezone: string;
  name: string;
  email: string;
  pace: number;
  registeredAt: Date;
  status: 'confirmed' | 'waitlisted';
  /** The answers to the run's questions (docs/decisions/055); never the emergency contact. */
  answers?: StoredAnswers;
  /** The pace group's name, on a run with groups (docs/decisions/052). */
  group?: string | null;
}

type Translate = ReturnType<typeof translatorFor>;

/** 'YYYY-MM-DD HH:mm' on the run's wall clock: what a spreadsheet sorts and reads as a date-time. */
const localDateTime = (instant: Date, zone: string) =>
  `${dateKeyInZone(instant, zone)} ${timeInZone(instant, zone)}`;

const COLUMNS: readonly {
  header: (t: Translate) => string;
  value: (row: ParticipantCsvRow, t: Translate) => CsvValue;
}[] = [
  { header: (t) => t('csv.participants.run'), value: (row) => row.runTitle },
  {
    header: (t) => t('csv.participants.runDate'),
    value: (row) => localDateTime(row.runStartsAt, row.runTimezone),
  },
  { header: (t) => t('csv.participants.name'), value: (row) => row.name },
  { header: (t) => t('csv.participants.email'), value: (row) => row.email },
  { header: (t) => t('csv.participants.pace'), value: (row) => `${formatPace(row.pace)} min/km` },
  {
    header: (t) => t('csv.participants.registered'),
    value: (row) => localDateTime(row.registeredAt, row.runTimezone),
  },
  {
    header: (t) => t('csv.participants.status'),
    value: (row, t) =>
      t(row.status === 'confirmed' ? 'csv.participants.confirmed' : 'csv.participants.waitlisted'),
  },
];

/** After the name: the run's pace group, only in the file of a run with groups (docs/decisions/052). */
const GROUP_COLUMN: (typeof COLUMNS)[number] = {
  header: (t) => t('csv.participants.group'),
  value: (row) => row.group ?? '',
};
const columnsOf = (withGroup: boolean) =>
  withGroup ? [...COLUMNS.slice(0, 3), GROUP_COLUMN, ...COLUMNS.slice(3)] : COLUMNS;

/** The columns' names in the host's language. */
export const participantsCsvHeader = (locale: Locale, withGroup = false) => {
  const t = translatorFor(locale);
  return columnsOf(withGroup).map((column) => column.header(t));
};

/** A question's column: its answer, an accepted waiver as "Accepted" with the time (docs/decisions/055). */
function answerValue(row: ParticipantCsvRow, question: RunQuestion, t: Translate): CsvValue {
  const answer = row.answers?.[question.id];
  if (!answer) return '';
  if (answer.value !== true) return String(answer.value);
  const at = answer.acceptedAt ? ` ${localDateTime(new Date(answer.acceptedAt), row.runTimezone)}` : '';
  return `${t('csv.participants.accepted')}${at}`;
}

/**
 * A participants file: RFC 4180 with a BOM and formulas neutralised (lib/csv.ts), in the host's language; a
 * column per sign-up question of the run after the usual ones.
 */
export function participantsCsvFile(
  rows: readonly ParticipantCsvRow[],
  locale: Locale,
  options: { withGroup?: boolean; questions?: readonly RunQuestion[] } = {},
): string {
  const t = translatorFor(locale);
  const columns = columnsOf(options.withGroup ?? false);
  const questions = options.questions ?? [];
  return toCsv(
    [...participantsCsvHeader(locale, options.withGroup), ...questions.map((question) => question.label)],
    rows.map((row) => [
      ...columns.map((column) => column.value(row, t)),
      ...questions.map((question) => answerValue(row, question, t)),
    ]),
  );
}
