import { describe, expect, it } from 'vitest';
import { messages } from './auth.schemas';
import {
  passwordChangeFormSchema,
  passwordChangeSchema,
  passwordMessages,
  passwordResetConfirmSchema,
  passwordResetFormSchema,
} from './password.schemas';

const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('password schemas', () => {
  it('hold a new password to sign-up’s rule and want the current one', () => {
    expect(messagesOf(passwordChangeSchema.safeParse({ currentPassword: '', newPassword: '12345' }))).toEqual(
      [
        ['currentPassword', passwordMessages.currentPasswordRequired],
        ['newPassword', messages.passwordMin],
      ],
    );
    expect(passwordChangeSchema.safeParse({ currentPassword: 'x', newPassword: '123456' }).success).toBe(
      true,
    );
    // Unknown keys are refused, not ignored.
    expect(
      passwordChangeSchema.safeParse({ currentPassword: 'x', newPassword: '123456', role: 'admin' }).success,
    ).toBe(false);
  });

  it('want the new password typed twice alike, on the confirmation field', () => {
    expect(
      messagesOf(
        passwordChangeFormSchema.safeParse({
          currentPassword: 'x',
          newPassword: '123456',
          confirmPassword: '1234567',
        }),
      ),
    ).toEqual([['confirmPassword', passwordMessages.mismatch]]);
    expect(
      messagesOf(passwordResetFormSchema.safeParse({ password: '123456', confirmPassword: '12345' })),
    ).toEqual([['confirmPassword', passwordMessages.mismatch]]);
    expect(passwordResetFormSchema.safeParse({ password: '123456', confirmPassword: '123456' }).success).toBe(
      true,
    );
  });

  it('take a reset token of 64 hex characters only', () => {
    const password = 'a new one';
    expect(passwordResetConfirmSchema.safeParse({ token: 'a'.repeat(64), password }).success).toBe(true);
    expect(messagesOf(passwordResetConfirmSchema.safeParse({ token: 'A'.repeat(64), password }))).toEqual([
      ['token', passwordMessages.invalidResetLink],
    ]);
  });
});
