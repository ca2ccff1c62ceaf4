import { describe, expect, it } from 'vitest';
import { messages } from '../auth/auth.schemas';
import { profileUpdateSchema } from './profile.schemas';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('profileUpdateSchema', () => {
  it('requires a name when one is sent and refuses role or activation', () => {
    expect(firstMessage(profileUpdateSchema.safeParse({ name: '  ' }))).toBe(messages.nameRequired);
    expect(profileUpdateSchema.safeParse({ role: 'business' }).success).toBe(false);
    expect(profileUpdateSchema.safeParse({ is_active: true }).success).toBe(false);
    expect(profileUpdateSchema.safeParse({ name: 'Ana', website: 'https://ana.run' }).success).toBe(true);
    expect(profileUpdateSchema.safeParse({ website: 'javascript:alert(1)' }).success).toBe(false);
  });
});
