import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { Component as VerificationReminderPage } from './verification-reminder';

describe('/verification-reminder', () => {
  it('thanks the user, says where the link went, and links to webmail and back to login', () => {
    renderWithProviders(<VerificationReminderPage />, {
      path: { pathname: '/verification-reminder', state: { email: 'rita@example.com' } },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you for signing up!' })).toBeInTheDocument();
    expect(screen.getByText('Please check your email to verify your account.')).toBeInTheDocument();
    expect(screen.getByText('rita@example.com')).toBeInTheDocument();
    expect(screen.getByText(/spam/)).toBeInTheDocument();

    const gmail = screen.getByRole('link', { name: /Open Gmail/ });
    expect(gmail).toHaveAttribute('href', 'https://mail.google.com');
    expect(gmail).toHaveAttribute('target', '_blank');
    expect(gmail).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('button', { name: 'Resend Verification Email' })).toBeInTheDocument();
  });

  it('works without knowing the address', () => {
    renderWithProviders(<VerificationReminderPage />, { path: '/verification-reminder' });
    expect(screen.getByText('Please check your email to verify your account.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend Verification Email' })).not.toBeInTheDocument();
  });
});
