/** Every screen's URL in one place, so links and redirects never spell paths by hand. */
export const paths = {
  home: '/',
  signIn: {
    path: '/sign-in',
    getHref: (redirectTo?: string, expired = false) => {
      const params = new URLSearchParams();
      if (redirectTo && redirectTo !== '/') params.set('redirectTo', redirectTo);
      if (expired) params.set('expired', '1');
      const query = params.toString();
      return query ? `/sign-in?${query}` : '/sign-in';
    },
  },
  targetLists: '/target-lists',
  targetList: {
    path: '/target-lists/:listname',
    getHref: (listname: string) => `/target-lists/${encodeURIComponent(listname)}`,
  },
  subscribers: '/subscribers',
  masters: '/masters',
  master: {
    path: '/masters/:id',
    getHref: (id: string) => `/masters/${encodeURIComponent(id)}`,
  },
  preview: '/preview',
  reports: '/reports',
  report: {
    path: '/reports/:id',
    getHref: (id: string) => `/reports/${encodeURIComponent(id)}`,
  },
  referenceData: '/reference-data',
  referenceDataset: {
    path: '/reference-data/:dataset',
    getHref: (dataset: string) => `/reference-data/${encodeURIComponent(dataset)}`,
  },
  contentBlocks: '/content-blocks',
  contentBlock: {
    path: '/content-blocks/:id',
    getHref: (id: string) => `/content-blocks/${encodeURIComponent(id)}`,
  },
  activity: '/activity',
  activityTicket: {
    path: '/activity/:id',
    getHref: (id: string) => `/activity/${encodeURIComponent(id)}`,
  },
  settings: '/settings',
} as const;

/** Only same-app paths may be redirect targets: `//evil.example` or absolute URLs fall back to home. */
export function safeRedirect(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return paths.home;
  return value;
}
