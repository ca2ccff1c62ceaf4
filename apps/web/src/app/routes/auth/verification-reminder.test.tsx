import { CATALOGUES } from '@runtogether/shared/i18n/catalogue';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setBrowserMessages } from '@/lib/i18n';
import { renderWithProviders } from '@/testing/render';
import { Component as VerificationReminderPage } from './verification-reminder';

/** Buttons and button-like links in the primary style (the brand fill); outline ones are secondary. */
const primaryActions = () =>
  [...screen.queryAllByRole('button'), ...screen.queryAllByRole('link')].filter((element) =>
    element.className.includes('bg-brand-700'),
  );

describe('/verification-reminder', () => {
  it('thanks the user, says where the link went, and links to webmail and back to login', () => {
    renderWithProviders(<VerificationReminderPage />, {
      path: { pathname: '/verification-reminder', state: { email: 'rita@gmail.com' } },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you for signing up!' })).toBeInTheDocument();
    expect(screen.getByText('Please check your email to verify your account.')).toBeInTheDocument();
    expect(screen.getByText('rita@gmail.com')).toBeInTheDocument();
    expect(screen.getByText(/spam/)).toBeInTheDocument();

    const gmail = screen.getByRole('link', { name: /Open Gmail/ });
    expect(gmail).toHaveAttribute('href', 'https://mail.google.com');
    expect(gmail).toHaveAttribute('target', '_blank');
    expect(gmail).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('button', { name: 'Resend Verification Email' })).toBeInTheDocument();
  });

  it.each([
    ['ana@gmail.com', 'Open Gmail', 'https://mail.google.com'],
    ['Ana@GoogleMail.com', 'Open Gmail', 'https://mail.google.com'],
    ['ana@hotmail.es', 'Open Outlook', 'https://outlook.live.com/mail/'],
    ['ana@outlook.com', 'Open Outlook', 'https://outlook.live.com/mail/'],
    ['ana@live.co.uk', 'Open Outlook', 'https://outlook.live.com/mail/'],
    ['ana@yahoo.es', 'Open Yahoo Mail', 'https://mail.yahoo.com'],
    ['ana@icloud.com', 'Open iCloud Mail', 'https://www.icloud.com/mail'],
  ])('offers the webmail of %s as the one primary button', (email, name, href) => {
    renderWithProviders(<VerificationReminderPage />, {
      path: { pathname: '/verification-reminder', state: { email } },
    });
    const webmail = screen.getByRole('link', { name: new RegExp(name) });
    expect(webmail).toHaveAttribute('href', href);
    expect(primaryActions()).toEqual([webmail]);
    expect(screen.getAllByRole('link', { name: /^Open / })).toHaveLength(1);
  });

  it('offers no webmail for any other domain; sending the link again is then the primary button', () => {
    renderWithProviders(<VerificationReminderPage />, {
      path: { pathname: '/verification-reminder', state: { email: 'rita@example.com' } },
    });
    expect(screen.queryByRole('link', { name: /^Open / })).not.toBeInTheDocument();
    expect(primaryActions()).toEqual([screen.getByRole('button', { name: 'Resend Verification Email' })]);
  });

  it('names the webmail in Spanish too', () => {
    setBrowserMessages('es', CATALOGUES.es);
    renderWithProviders(<VerificationReminderPage />, {
      path: { pathname: '/verification-reminder', state: { email: 'ana@outlook.es' } },
    });
    expect(screen.getByRole('link', { name: /Abrir Outlook/ })).toBeInTheDocument();
    setBrowserMessages('en', CATALOGUES.en);
  });

  it('works without knowing the address', () => {
    renderWithProviders(<VerificationReminderPage />, { path: '/verification-reminder' });
    expect(screen.getByText('Please check your email to verify your account.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend Verification Email' })).not.toBeInTheDocument();
    expect(primaryActions()).toEqual([screen.getByRole('link', { name: 'Back to Login' })]);
  });
});
