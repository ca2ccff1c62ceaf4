import { messages } from '@runtogether/shared/auth/auth.schemas';
import { passwordMessages } from '@runtogether/shared/auth/password.schemas';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { translateText } from '@/lib/i18n';
import { authenticated, renderWithProviders } from '@/testing/render';
import { sendJson, startOneRouteServer, type OneRouteServer } from '@/testing/test-server';
import { ChangePasswordSetting } from './change-password-setting';

describe('Profile Settings: Change password', () => {
  let server: OneRouteServer;

  beforeAll(async () => {
    server = await startOneRouteServer('PUT /api/me/password');
  });
  beforeEach(() => {
    server.reset();
  });
  afterAll(() => server.close());

  const renderSetting = () => renderWithProviders(<ChangePasswordSetting />, { auth: authenticated() });

  async function fill(current: string, next: string, again: string) {
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Your current password'), current);
    await user.type(screen.getByLabelText('New password'), next);
    await user.type(screen.getByLabelText('Confirm new password'), again);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
  }

  it('has a labelled heading and fields', () => {
    renderSetting();
    expect(screen.getByRole('heading', { level: 2, name: 'Change password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Your current password')).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
    expect(screen.getByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('At least 6 characters');
  });

  it('says when the two new passwords differ, under the confirmation, and sends nothing', async () => {
    renderSetting();
    await fill('old secret', 'new secret', 'new secrex');
    const confirm = screen.getByLabelText('Confirm new password');
    expect(await screen.findByText(translateText(passwordMessages.mismatch))).toBeInTheDocument();
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(confirm).toHaveAccessibleDescription(translateText(passwordMessages.mismatch));
    expect(server.bodies).toEqual([]);
  });

  it('says under the new password that it must differ from the current one, and sends nothing', async () => {
    renderSetting();
    await fill('old secret', 'old secret', 'old secret');
    const message = translateText(passwordMessages.samePassword);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(message).toBe('Choose a password different from your current one.');
    const field = screen.getByLabelText('New password');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(server.bodies).toEqual([]);
  });

  it('holds the new password to sign-up’s rule', async () => {
    renderSetting();
    await fill('old secret', '12345', '12345');
    expect(await screen.findByText(translateText(messages.passwordMin))).toBeInTheDocument();
    expect(server.bodies).toEqual([]);
  });

  it('sends the current and new password, says so, and empties the form', async () => {
    renderSetting();
    await fill('old secret', 'new secret', 'new secret');
    expect(
      await screen.findByText('Your password is changed. Your other devices are signed out.'),
    ).toBeInTheDocument();
    expect(server.bodies).toEqual([{ currentPassword: 'old secret', newPassword: 'new secret' }]);
    expect(screen.getByLabelText('Your current password')).toHaveValue('');
    expect(screen.getByLabelText('New password')).toHaveValue('');
  });

  it('puts a wrong current password under its field', async () => {
    const wrong = translateText(passwordMessages.wrongPassword);
    server.answer((res) =>
      sendJson(res, 403, {
        error: { code: 'WRONG_PASSWORD', message: wrong, fields: { currentPassword: wrong } },
      }),
    );
    renderSetting();
    await fill('not it', 'new secret', 'new secret');
    const current = screen.getByLabelText('Your current password');
    expect(await screen.findByText(wrong)).toBeInTheDocument();
    expect(current).toHaveAccessibleDescription(wrong);
    expect(current).toHaveFocus();
  });

  it('tells why when the server refuses for another reason (too many tries)', async () => {
    const tooMany = translateText(passwordMessages.tooManyChanges);
    server.answer((res) => sendJson(res, 429, { error: { code: 'RATE_LIMITED', message: tooMany } }));
    renderSetting();
    await fill('old secret', 'new secret', 'new secret');
    expect(await screen.findByText(tooMany)).toBeInTheDocument();
    expect(screen.getByText('Could not change your password')).toBeInTheDocument();
  });
});
