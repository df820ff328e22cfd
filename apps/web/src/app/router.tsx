import { useEffect, useState, type ComponentType } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';
import { RequireSession } from '../features/auth/components/require-session';
import { setUnauthorizedHandler } from '../lib/api-client';
import { AppShell } from './layout/app-shell';
import { RouteError } from './routes/route-error';

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
      { path: paths.preview, ...page(() => import('../features/preview/routes/preview')) },
      { path: paths.reports, ...page(() => import('../features/reports/routes/reports')) },
      { path: paths.report.path, ...page(() => import('../features/reports/routes/report')) },
      {
        path: paths.referenceData,
        ...page(() => import('../features/reference-data/routes/reference-data')),
      },
      {
        path: paths.referenceDataset.path,
        ...page(() => import('../features/reference-data/routes/dataset')),
      },
      {
        path: paths.contentBlocks,
        ...page(() => import('../features/content-blocks/routes/content-blocks')),
      },
      {
        path: paths.contentBlock.path,
        ...page(() => import('../features/content-blocks/routes/content-block')),
      },
      { path: paths.activity, ...page(() => import('../features/activity/routes/activity')) },
      { path: paths.activityTicket.path, ...page(() => import('../features/activity/routes/ticket')) },
      { path: paths.settings, ...page(() => import('../features/settings/routes/settings')) },
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
