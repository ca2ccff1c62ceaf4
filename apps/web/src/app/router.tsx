import { lazy, type ComponentType } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { RouteGuard } from '@/app/route-guard';
import { RootLayout } from '@/components/layout/root-layout';
import { paths } from '@/config/paths';
import { TeamNavSlot } from './team-nav';

type RouteModule = Promise<{ Component: ComponentType }>;

// Every page is its own chunk: the entry holds only the shell (layout, router, session). The router runs in
// declarative mode: its data router alone would take a third of the landing's budget (decision 014).
export const routeModules = {
  landing: () => import('./routes/landing'),
  login: () => import('./routes/auth/login'),
  verifyEmail: () => import('./routes/auth/verify-email'),
  verificationReminder: () => import('./routes/auth/verification-reminder'),
  confirmEmailChange: () => import('./routes/account/confirm-email-change'),
  cancelEmailChange: () => import('./routes/account/cancel-email-change'),
  runs: () => import('./routes/runs/runs'),
  run: () => import('./routes/runs/run'),
  runParticipants: () => import('./routes/runs/participants'),
  businessPublicProfile: () => import('./routes/business/public-profile'),
  businessProfile: () => import('./routes/business/profile'),
  userHome: () => import('./routes/runner/user-home'),
  myRuns: () => import('./routes/runner/my-runs'),
  profile: () => import('./routes/profile'),
  businessHome: () => import('./routes/business/home'),
  createRun: () => import('./routes/business/create-run'),
  editRun: () => import('./routes/business/edit-run'),
  allParticipants: () => import('./routes/business/all-participants'),
  checkIn: () => import('./routes/business/check-in'),
  runCheckIn: () => import('./routes/runs/check-in'),
  runJoin: () => import('./routes/runs/join'),
  about: () => import('./routes/info/about'),
  contact: () => import('./routes/info/contact'),
  privacy: () => import('./routes/info/privacy'),
  terms: () => import('./routes/info/terms'),
  notFound: () => import('./routes/not-found'),
  admin: () => import('./routes/admin'),
  teamJoin: () => import('./routes/team/join'),
  team: () => import('./routes/team/home'),
  businessTeam: () => import('./routes/business/team'),
} satisfies Record<string, () => RouteModule>;

const page = (load: () => RouteModule) =>
  lazy(() => load().then(({ Component }) => ({ default: Component })));

/**
 * A page that uses the query library: its module and the query layer load in parallel, and the layer provides
 * the query client. The landing page does without (its run list brings the layer itself), as do static pages.
 */
const queryPage = (load: () => RouteModule) =>
  lazy(() =>
    Promise.all([load(), import('@/lib/query-layer')]).then(([{ Component }, { QueryLayer }]) => ({
      default: () => (
        <QueryLayer>
          <Component />
        </QueryLayer>
      ),
    })),
  );

const m = routeModules;
const Landing = page(m.landing);
const Login = queryPage(m.login);
const VerifyEmail = queryPage(m.verifyEmail);
const VerificationReminder = queryPage(m.verificationReminder);
const ConfirmEmailChange = queryPage(m.confirmEmailChange);
const CancelEmailChange = queryPage(m.cancelEmailChange);
const Runs = queryPage(m.runs);
const Run = queryPage(m.run);
const RunParticipants = queryPage(m.runParticipants);
const BusinessPublicProfile = queryPage(m.businessPublicProfile);
const BusinessProfile = queryPage(m.businessProfile);
const UserHome = queryPage(m.userHome);
const MyRuns = queryPage(m.myRuns);
const Profile = queryPage(m.profile);
const BusinessHome = queryPage(m.businessHome);
const CreateRun = queryPage(m.createRun);
const EditRun = queryPage(m.editRun);
const AllParticipants = queryPage(m.allParticipants);
const CheckIn = queryPage(m.checkIn);
const RunCheckIn = queryPage(m.runCheckIn);
const RunJoin = queryPage(m.runJoin);
const About = page(m.about);
const Contact = page(m.contact);
const Privacy = page(m.privacy);
const Terms = page(m.terms);
const NotFound = page(m.notFound);
const Admin = queryPage(m.admin);
const TeamJoin = queryPage(m.teamJoin);
const Team = queryPage(m.team);
const BusinessTeam = queryPage(m.businessTeam);

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout teamNav={TeamNavSlot} />}>
        <Route index element={<Landing />} />
        <Route path={paths.login.path} element={<Login />} />
        <Route path={paths.verifyEmail.path} element={<VerifyEmail />} />
        <Route path={paths.verificationReminder.path} element={<VerificationReminder />} />
        {/* Not guarded: the links may be opened in a browser that is not signed in. */}
        <Route path={paths.confirmEmailChange.path} element={<ConfirmEmailChange />} />
        <Route path={paths.cancelEmailChange.path} element={<CancelEmailChange />} />
        <Route path={paths.runs.path} element={<Runs />} />
        <Route path={paths.run.path} element={<Run />} />
        <Route path={paths.runParticipants.path} element={<RunParticipants />} />
        {/* Not guarded: a walk-up guest has no account (docs/decisions/055). */}
        <Route path={paths.runJoin.path} element={<RunJoin />} />
        <Route path={paths.businessPublicProfile.path} element={<BusinessPublicProfile />} />
        {/* Not guarded: the page itself tells a visitor to log in and a runner that it is for businesses. */}
        <Route path={paths.businessProfile.path} element={<BusinessProfile />} />
        <Route element={<RouteGuard requiredRole="runner" />}>
          <Route path={paths.userHome.path} element={<UserHome />} />
          <Route path={paths.myRuns.path} element={<MyRuns />} />
          <Route path={paths.team.path} element={<Team />} />
        </Route>
        {/* Not guarded: the page asks a visitor to sign in or sign up first (docs/decisions/054). */}
        <Route path={paths.teamJoin.path} element={<TeamJoin />} />
        <Route element={<RouteGuard />}>
          <Route path={paths.profile.path} element={<Profile />} />
          {/* Any account: the page tells a host that checking in is for runners (the server says why). */}
          <Route path={paths.runCheckIn.path} element={<RunCheckIn />} />
          {/* Admins only: the page is a 404 to anyone else (docs/decisions/049). */}
          <Route path={paths.admin.path} element={<Admin />} />
          {/* A host's team shares these (docs/decisions/054): the server answers what the role allows. */}
          <Route path={paths.editRun.path} element={<EditRun />} />
          <Route path={paths.checkIn.path} element={<CheckIn />} />
          {/* The business, or a manager acting for it (docs/decisions/057): the page tells anyone else. */}
          <Route path={paths.businessHome.path} element={<BusinessHome />} />
          <Route path={paths.createRun.path} element={<CreateRun />} />
          <Route path={paths.allParticipants.path} element={<AllParticipants />} />
        </Route>
        <Route element={<RouteGuard requiredRole="business" />}>
          <Route
            path={paths.businessDashboard.path}
            element={<Navigate to={paths.businessHome.getHref()} replace />}
          />
          <Route path={paths.businessTeam.path} element={<BusinessTeam />} />
        </Route>
        <Route path={paths.about.path} element={<About />} />
        <Route path={paths.contact.path} element={<Contact />} />
        <Route path={paths.privacy.path} element={<Privacy />} />
        <Route path={paths.terms.path} element={<Terms />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
