import { describe, expect, it } from 'vitest';
import { loginSchema, messages, signupSchema } from './auth.schemas';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('signupSchema', () => {
  const runner = { role: 'runner', name: 'Lucía', email: 'lucia@example.com', password: 'secret1' };
  const business = {
    role: 'business',
    name: 'Ana',
    businessName: 'Retiro Running Co.',
    businessLocation: 'Calle de Alcalá 100, Madrid',
    countryCode: '+34',
    businessPhone: '612 345 678',
    email: 'ana@example.com',
    password: 'secret1',
  };

  it('accepts a runner and a business', () => {
    expect(signupSchema.safeParse(runner).success).toBe(true);
    expect(signupSchema.safeParse({ ...business, latitude: 40.42, longitude: -3.69 }).success).toBe(true);
  });

  it.each([
    [{ ...runner, name: 'L' }, messages.nameMin],
    [{ ...runner, email: 'not-an-email' }, messages.email],
    [{ ...runner, password: '12345' }, messages.passwordMin],
    [{ ...runner, password: 'x'.repeat(129) }, messages.passwordMax],
    [{ ...business, businessName: 'R' }, messages.businessNameMin],
    [{ ...business, businessLocation: 'M' }, messages.locationMin],
    [{ ...business, countryCode: '+999' }, messages.countryCode],
    [{ ...business, businessPhone: '612-34-56' }, messages.phoneMin],
  ])('rejects %j with the spec message', (input, message) => {
    expect(firstMessage(signupSchema.safeParse(input))).toBe(message);
  });

  it('rejects fields a client may never set', () => {
    expect(signupSchema.safeParse({ ...runner, is_active: true }).success).toBe(false);
    expect(signupSchema.safeParse({ ...runner, role: 'admin' }).success).toBe(false);
    expect(signupSchema.safeParse({ ...runner, id: 'x' }).success).toBe(false);
  });
});

describe('loginSchema', () => {
  it('requires a valid e-mail and a password', () => {
    expect(firstMessage(loginSchema.safeParse({ email: 'x', password: 'a' }))).toBe(messages.email);
    expect(firstMessage(loginSchema.safeParse({ email: 'a@b.co', password: '' }))).toBe(
      messages.passwordRequired,
    );
    expect(loginSchema.safeParse({ email: ' a@b.co ', password: 'a' }).data?.email).toBe('a@b.co');
  });
});
