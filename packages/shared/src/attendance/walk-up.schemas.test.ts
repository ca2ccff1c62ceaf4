import { describe, expect, it } from 'vitest';
import en from '../i18n/catalogues/en.json';
import es from '../i18n/catalogues/es.json';
import { attendanceMessages, walkInSchema } from './attendance.schemas';
import { walkUpMessages, walkUpSchema } from './walk-up.schemas';

const nameIssues = (schema: typeof walkUpSchema | typeof walkInSchema, name: string) => {
  const result = schema.safeParse({ code: 'code', name, email: 'gina@example.com' });
  return result.success
    ? []
    : result.error.issues.filter((issue) => issue.path[0] === 'name').map((issue) => issue.message);
};

describe("a walk-up guest's and a walk-in's name", () => {
  it('says which limit it is past: too short or too long', () => {
    for (const [schema, short, long] of [
      [walkUpSchema, walkUpMessages.name, walkUpMessages.nameLong],
      [walkInSchema, attendanceMessages.walkInName, attendanceMessages.walkInNameLong],
    ] as const) {
      expect(nameIssues(schema, 'Gina')).toEqual([]);
      expect(nameIssues(schema, ' G ')).toEqual([short]);
      expect(nameIssues(schema, 'G'.repeat(100))).toEqual([]);
      expect(nameIssues(schema, 'G'.repeat(101))).toEqual([long]);
      expect(en[long]).toBe('Name must be at most 100 characters.');
      expect(es[long]).toBe('El nombre puede tener como máximo 100 caracteres.');
    }
  });
});
