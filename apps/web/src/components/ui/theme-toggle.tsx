import { useState } from 'react';
import { applyTheme, initialTheme, type Theme } from '../../lib/theme';
import { Button } from './button';

export function ThemeToggle() {
  const [theme, setTheme] = useState<Theme>(() => initialTheme());
  const next: Theme = theme === 'dark' ? 'light' : 'dark';
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={`Switch to ${next} theme`}
      aria-pressed={theme === 'dark'}
      onClick={() => {
        applyTheme(next, true);
        setTheme(next);
      }}
    >
      <span aria-hidden="true">{theme === 'dark' ? '☀' : '☾'}</span>
      <span className="hidden sm:inline">{theme === 'dark' ? 'Light' : 'Dark'}</span>
    </Button>
  );
}
