import { MasterIdSchema } from '@mailroom/contract';

export const previewWidths = ['phone', 'tablet', 'desktop'] as const;
export type PreviewWidth = (typeof previewWidths)[number];
export const previewTabs = ['html', 'text', 'headers'] as const;
export type PreviewTab = (typeof previewTabs)[number];

/** One attribute override; an empty value renders the attribute as not set. */
export interface Override {
  name: string;
  value: string;
}

export interface PreviewState {
  /** The master id as the URL has it; `masterValid` says whether the service could accept it. */
  master: string | null;
  masterValid: boolean;
  subscriber: string | null;
  overrides: Override[];
  width: PreviewWidth;
  tab: PreviewTab;
}

const ATTR_PREFIX = 'attr.';

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.find((v) => v === value) ?? fallback;

/** Everything that picks what is rendered lives in the URL, so a preview can be linked to and reloaded. */
export function readPreviewParams(params: URLSearchParams): PreviewState {
  const master = params.get('master')?.trim() || null;
  const overrides: Override[] = [];
  for (const [key, value] of params)
    if (key.startsWith(ATTR_PREFIX) && key.length > ATTR_PREFIX.length)
      overrides.push({ name: key.slice(ATTR_PREFIX.length), value });
  return {
    master,
    masterValid: master !== null && MasterIdSchema.safeParse(master).success,
    subscriber: params.get('subscriber')?.trim() || null,
    overrides,
    width: oneOf(previewWidths, params.get('width'), 'desktop'),
    tab: oneOf(previewTabs, params.get('tab'), 'html'),
  };
}

export interface PreviewPatch {
  master?: string | null;
  subscriber?: string | null;
  overrides?: Override[];
  width?: PreviewWidth;
  tab?: PreviewTab;
}

/** The current URL with the patch applied; defaults are left out so links stay short. */
export function writePreviewParams(current: URLSearchParams, patch: PreviewPatch): URLSearchParams {
  const next = new URLSearchParams(current);
  const setOrDelete = (key: string, value: string | null | undefined, fallback?: string) => {
    if (value === undefined) return;
    if (value === null || value === '' || value === fallback) next.delete(key);
    else next.set(key, value);
  };
  setOrDelete('master', patch.master);
  setOrDelete('subscriber', patch.subscriber);
  setOrDelete('width', patch.width, 'desktop');
  setOrDelete('tab', patch.tab, 'html');
  if (patch.overrides) {
    for (const key of [...next.keys()]) if (key.startsWith(ATTR_PREFIX)) next.delete(key);
    for (const o of patch.overrides) next.append(`${ATTR_PREFIX}${o.name}`, o.value);
  }
  return next;
}
