import { describe, expect, it } from 'vitest';
import en from '../i18n/catalogues/en.json';
import { emergencyContactSchema, questionMessages } from './questions.schemas';

const issues = (contact: { name: string; phone: string }) => {
  const result = emergencyContactSchema.safeParse(contact);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('emergencyContactSchema', () => {
  it('says which limit a name is past: too short or too long', () => {
    const phone = '+34 600 000 000';
    expect(issues({ name: 'Pablo', phone })).toEqual([]);
    expect(issues({ name: ' P ', phone })).toEqual([questionMessages.emergencyContactName]);
    expect(issues({ name: 'P'.repeat(100), phone })).toEqual([]);
    expect(issues({ name: 'P'.repeat(101), phone })).toEqual([questionMessages.emergencyContactNameLong]);
    expect(en[questionMessages.emergencyContactNameLong]).toMatch(/at most 100 characters/);
  });
});
