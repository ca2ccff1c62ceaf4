// Every page of the app (docs/decisions/062). Public pages are drawn on the server with their data (their
// modules' `loader`); the pages inside `browser-only` are the signed-in areas and the links from e-mails, drawn
// in the browser as before (the server sends the shell and a spinner).
import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';
import { paths } from './config/paths';

const page = (entry: { path: string }, file: string) => route(entry.path, `app/routes/${file}.tsx`);

export default [
  index('app/routes/landing.tsx'),
  page(paths.runs, 'runs/runs'),
  page(paths.run, 'runs/run'),
  page(paths.runParticipants, 'runs/participants'),
  page(paths.businessPublicProfile, 'business/public-profile'),
  page(paths.about, 'info/about'),
  page(paths.contact, 'info/contact'),
  page(paths.privacy, 'info/privacy'),
  page(paths.terms, 'info/terms'),
  page(paths.offline, 'offline'),
  layout('app/layouts/browser-only.tsx', [
    page(paths.login, 'auth/login'),
    page(paths.verifyEmail, 'auth/verify-email'),
    page(paths.verificationReminder, 'auth/verification-reminder'),
    // Not guarded: the links may be opened in a browser that is not signed in.
    page(paths.confirmEmailChange, 'account/confirm-email-change'),
    page(paths.cancelEmailChange, 'account/cancel-email-change'),
    // Signed out: asking for a password reset link, and the page that link opens (docs/decisions/066).
    page(paths.forgotPassword, 'auth/forgot-password'),
    page(paths.resetPassword, 'auth/reset-password'),
    // Not guarded: a walk-up guest has no account (docs/decisions/055).
    page(paths.runJoin, 'runs/join'),
    // Not guarded: the page itself tells a visitor to log in and a runner that it is for businesses.
    page(paths.businessProfile, 'business/profile'),
    // Not guarded: the page asks a visitor to sign in or sign up first (docs/decisions/054).
    page(paths.teamJoin, 'team/join'),
    layout('app/layouts/runner-only.tsx', [
      page(paths.userHome, 'runner/user-home'),
      page(paths.myRuns, 'runner/my-runs'),
      page(paths.team, 'team/home'),
    ]),
    layout('app/layouts/signed-in.tsx', [
      page(paths.profile, 'profile'),
      // Any account: the page tells a host that checking in is for runners (the server says why).
      page(paths.runCheckIn, 'runs/check-in'),
      // Admins only: the page is a 404 to anyone else (docs/decisions/049).
      page(paths.admin, 'admin'),
      // A host's team shares these (docs/decisions/054): the server answers what the role allows.
      page(paths.editRun, 'business/edit-run'),
      page(paths.checkIn, 'business/check-in'),
      // The business, or a manager acting for it (docs/decisions/057): the page tells anyone else.
      page(paths.businessHome, 'business/home'),
      page(paths.createRun, 'business/create-run'),
      page(paths.allParticipants, 'business/all-participants'),
    ]),
    layout('app/layouts/business-only.tsx', [
      page(paths.businessDashboard, 'business/dashboard'),
      page(paths.businessTeam, 'business/team'),
    ]),
  ]),
  route('*', 'app/routes/not-found.tsx'),
] satisfies RouteConfig;
