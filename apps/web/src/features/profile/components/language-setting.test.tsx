import { CATALOGUES } from '@runtogether/shared/i18n/catalogue';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setBrowserMessages } from '@/lib/i18n';
import { authenticated, renderWithProviders, testUser } from '@/testing/render';
import { LanguageSetting } from './language-setting';

const chooseLanguage = vi.hoisted(() => vi.fn<(language: string) => Promise<void>>());
vi.mock('@/components/layout/choose-language', () => ({ chooseLanguage }));

describe('LanguageSetting (Profile Settings)', () => {
  beforeEach(() => {
    chooseLanguage.mockReset();
    chooseLanguage.mockResolvedValue(undefined);
  });
  afterEach(() => setBrowserMessages('en', CATALOGUES.en));

  it("shows the account's language and saves another one with chooseLanguage", async () => {
    const user = testUser({ language: 'en' });
    renderWithProviders(<LanguageSetting user={user} />, { auth: authenticated(user) });
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(select).toHaveValue('en');
    const save = screen.getByRole('button', { name: 'Save language' });
    expect(save).toBeDisabled();

    await userEvent.selectOptions(select, 'Español');
    expect(save).toBeEnabled();
    await userEvent.click(save);
    expect(chooseLanguage).toHaveBeenCalledWith('es');
  });

  it('says so when the language could not be saved', async () => {
    chooseLanguage.mockRejectedValue(new Error('offline'));
    const user = testUser({ language: 'en' });
    renderWithProviders(<LanguageSetting user={user} />, { auth: authenticated(user) });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'es');
    await userEvent.click(screen.getByRole('button', { name: 'Save language' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your language could not be saved. Please try again.',
    );
  });

  it('speaks Spanish on a Spanish page', () => {
    setBrowserMessages('es', CATALOGUES.es);
    const user = testUser({ language: 'es' });
    renderWithProviders(<LanguageSetting user={user} />, { auth: authenticated(user) });
    expect(screen.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
    expect(screen.getByRole('button', { name: 'Guardar idioma' })).toBeDisabled();
  });
});
