import { useState } from 'react';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { RouteGuard } from '@/app/route-guard';
import { RouteError } from '@/components/errors/route-error';
import { RootLayout } from '@/components/layout/root-layout';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';

// Every page is its own chunk: the entry holds only the shell (layout, router, query and auth).
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        // Shown inside the layout while the first page's chunk loads.
        hydrateFallbackElement: <PageSpinner />,
        errorElement: <RouteError />,
        children: [
          { index: true, lazy: () => import('./routes/landing') },
          { path: paths.login.path, lazy: () => import('./routes/auth/login') },
          { path: paths.verifyEmail.path, lazy: () => import('./routes/auth/verify-email') },
          {
            path: paths.verificationReminder.path,
            lazy: () => import('./routes/auth/verification-reminder'),
          },
          { path: paths.runs.path, lazy: () => import('./routes/runs/runs') },
          { path: paths.run.path, lazy: () => import('./routes/runs/run') },
          { path: paths.runParticipants.path, lazy: () => import('./routes/runs/participants') },
          {
            path: paths.businessPublicProfile.path,
            lazy: () => import('./routes/business/public-profile'),
          },
          // Not guarded: the page itself tells a visitor to log in and a runner that it is for businesses.
          { path: paths.businessProfile.path, lazy: () => import('./routes/business/profile') },
          {
            element: <RouteGuard requiredRole="runner" />,
            children: [
              { path: paths.userHome.path, lazy: () => import('./routes/runner/user-home') },
              { path: paths.myRuns.path, lazy: () => import('./routes/runner/my-runs') },
            ],
          },
          {
            element: <RouteGuard />,
            children: [{ path: paths.profile.path, lazy: () => import('./routes/profile') }],
          },
          {
            element: <RouteGuard requiredRole="business" />,
            children: [
              { path: paths.businessHome.path, lazy: () => import('./routes/business/home') },
              {
                path: paths.businessDashboard.path,
                element: <Navigate to={paths.businessHome.getHref()} replace />,
              },
              { path: paths.createRun.path, lazy: () => import('./routes/business/create-run') },
              { path: paths.editRun.path, lazy: () => import('./routes/business/edit-run') },
              {
                path: paths.allParticipants.path,
                lazy: () => import('./routes/business/all-participants'),
              },
            ],
          },
          { path: paths.about.path, lazy: () => import('./routes/info/about') },
          { path: paths.contact.path, lazy: () => import('./routes/info/contact') },
          { path: paths.privacy.path, lazy: () => import('./routes/info/privacy') },
          { path: paths.terms.path, lazy: () => import('./routes/info/terms') },
          { path: '*', lazy: () => import('./routes/not-found') },
        ],
      },
    ],
  },
];

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
