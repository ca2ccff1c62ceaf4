/** Every URL of the app. `path` is the router pattern, `getHref` builds a link to it. */
export const paths = {
  home: { path: '/', getHref: () => '/' },

  login: { path: '/login', getHref: () => '/login' },
  verifyEmail: { path: '/verify-email', getHref: () => '/verify-email' },
  verificationReminder: { path: '/verification-reminder', getHref: () => '/verification-reminder' },
  confirmEmailChange: { path: '/confirm-email-change', getHref: () => '/confirm-email-change' },
  cancelEmailChange: { path: '/cancel-email-change', getHref: () => '/cancel-email-change' },
  forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
  resetPassword: { path: '/reset-password', getHref: () => '/reset-password' },

  runs: { path: '/runs', getHref: () => '/runs' },
  run: { path: '/runs/:id', getHref: (id: number | string) => `/runs/${encodeURIComponent(id)}` },
  runParticipants: {
    path: '/runs/:id/participants',
    getHref: (id: number | string) => `/runs/${encodeURIComponent(id)}/participants`,
  },
  runCheckIn: { path: '/runs/:id/check-in', getHref: (id: number) => `/runs/${id}/check-in` },
  runJoin: { path: '/runs/:id/join', getHref: (id: number) => `/runs/${id}/join` },
  businessPublicProfile: {
    path: '/business/:businessId/profile',
    getHref: (businessId: string) => `/business/${encodeURIComponent(businessId)}/profile`,
  },

  userHome: { path: '/user-home', getHref: () => '/user-home' },
  myRuns: { path: '/my-runs', getHref: () => '/my-runs' },
  profile: { path: '/profile', getHref: () => '/profile' },

  businessHome: { path: '/business/home', getHref: () => '/business/home' },
  businessDashboard: { path: '/business/dashboard', getHref: () => '/business/dashboard' },
  businessProfile: { path: '/business/profile', getHref: () => '/business/profile' },
  businessTeam: { path: '/business/team', getHref: () => '/business/team' },
  createRun: { path: '/business/create-run', getHref: () => '/business/create-run' },
  editRun: {
    path: '/business/runs/:id/edit',
    getHref: (id: number | string) => `/business/runs/${encodeURIComponent(id)}/edit`,
  },
  checkIn: { path: '/business/runs/:id/check-in', getHref: (id: number) => `/business/runs/${id}/check-in` },
  allParticipants: { path: '/business/all-participants', getHref: () => '/business/all-participants' },

  about: { path: '/about', getHref: () => '/about' },
  /** The page the service worker falls back to offline (decision 037): the app then draws the page asked for. */
  offline: { path: '/offline', getHref: () => '/offline' },
  contact: { path: '/contact', getHref: () => '/contact' },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  terms: { path: '/terms', getHref: () => '/terms' },
  admin: { path: '/admin', getHref: () => '/admin' },

  /** A host's team (docs/decisions/054): the invitation's page, and a member's screen. */
  teamJoin: { path: '/team/join', getHref: () => '/team/join' },
  team: { path: '/team', getHref: () => '/team' },
} as const;
