import { describe, expect, it } from 'vitest';
import { registrationFormMessages, registrationFormSchema } from './registration.schemas';

const issues = (input: Record<string, unknown>) => {
  const result = registrationFormSchema.safeParse({
    name: 'Ana',
    email: 'ana@example.test',
    pace: 6,
    ...input,
  });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('registrationFormSchema', () => {
  it('accepts the form and trims text', () => {
    expect(registrationFormSchema.parse({ name: '  Ana ', email: ' ana@example.test ', pace: 5.3 })).toEqual({
      name: 'Ana',
      email: 'ana@example.test',
      pace: 5.3,
    });
  });

  it('uses the spec messages', () => {
    expect(issues({ name: ' A ' })).toEqual([registrationFormMessages.name]);
    expect(issues({ email: 'ana@' })).toEqual([registrationFormMessages.email]);
    expect(issues({ pace: 2.9 })).toEqual([registrationFormMessages.pace]);
    expect(issues({ pace: 12.1 })).toEqual([registrationFormMessages.pace]);
  });

  it('takes paces from 3 to 12 in steps of 0.1, floating point included', () => {
    for (const pace of [3, 4.1, 5.3, 6.7, 9.9, 12]) expect(issues({ pace })).toEqual([]);
    expect(issues({ pace: 5.25 })).toEqual([registrationFormMessages.paceStep]);
  });

  it('refuses keys the form does not have', () => {
    expect(
      registrationFormSchema.safeParse({ name: 'Ana', email: 'a@b.co', pace: 6, status: 'x' }).success,
    ).toBe(false);
  });
});
