import { useEffect, useState, type ComponentType } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';
import { RequireSession } from '../features/auth/components/require-session';
import { setUnauthorizedHandler } from '../lib/api-client';
import { AppShell } from './layout/app-shell';
import { RouteError } from './routes/route-error';
import * as placeholders from './routes/placeholders';

const page = (load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

const routes: RouteObject[] = [
  {
    path: paths.signIn.path,
    ...page(() => import('../features/auth/routes/sign-in')),
    errorElement: <RouteError />,
  },
  {
    path: '/',
    element: (
      <RequireSession>
        <AppShell />
      </RequireSession>
    ),
    errorElement: <RouteError />,
    children: [
      { index: true, ...page(() => import('../features/home/routes/home')) },
      { path: paths.targetLists, ...page(() => import('../features/target-lists/routes/target-lists')) },
      { path: paths.targetList.path, ...page(() => import('../features/target-lists/routes/target-list')) },
      { path: paths.subscribers, ...page(() => import('../features/subscribers/routes/subscribers')) },
      { path: paths.masters, ...page(() => import('../features/masters/routes/masters')) },
      { path: paths.master.path, ...page(() => import('../features/masters/routes/master')) },
      { path: paths.preview, Component: placeholders.PreviewPlaceholder },
      { path: paths.reports, Component: placeholders.ReportsPlaceholder },
      { path: paths.referenceData, Component: placeholders.ReferenceDataPlaceholder },
      { path: paths.contentBlocks, Component: placeholders.ContentBlocksPlaceholder },
      { path: paths.activity, ...page(() => import('../features/activity/routes/activity')) },
      { path: paths.activityTicket.path, ...page(() => import('../features/activity/routes/ticket')) },
      { path: paths.settings, Component: placeholders.SettingsPlaceholder },
      { path: '*', ...page(() => import('./routes/not-found')) },
    ],
  },
];

/** An expired or revoked session: go to sign-in, saying why, and come back here afterwards. */
function onSessionExpired(router: ReturnType<typeof createBrowserRouter>) {
  const { pathname, search } = router.state.location;
  if (pathname === paths.signIn.path) return;
  // The cached session is left alone: forgetting it here would race RequireSession's own redirect (which
  // cannot tell an expiry from a signed-out visit). Signing in again replaces it and clears the cache.
  void router.navigate(paths.signIn.getHref(pathname + search, true), { replace: true });
}

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes));
  useEffect(() => {
    setUnauthorizedHandler(() => onSessionExpired(router));
    return () => setUnauthorizedHandler(() => undefined);
  }, [router]);
  return <RouterProvider router={router} />;
}
