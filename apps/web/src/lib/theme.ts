export type Theme = 'light' | 'dark';

const STORAGE_KEY = 'mailroom.theme';

/** The saved choice, else the operating system's preference. */
export function initialTheme(): Theme {
  const saved = window.localStorage.getItem(STORAGE_KEY);
  if (saved === 'light' || saved === 'dark') return saved;
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export function applyTheme(theme: Theme, persist = false): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  if (persist) window.localStorage.setItem(STORAGE_KEY, theme);
}
