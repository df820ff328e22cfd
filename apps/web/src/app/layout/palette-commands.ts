import { paths } from '../../config/paths';
import { lookupHref } from '../../lib/lookup-href';
import { navItems } from './nav-items';

export interface PaletteCommand {
  /** Unique, and what the palette's fuzzy filter matches besides the keywords. */
  value: string;
  label: string;
  group: 'Go to' | 'Look up' | 'Open';
  href: string;
}

/**
 * The screens whose name contains what is typed (all of them when nothing is), first; then the look-ups and
 * deep links the text could mean. The order is ours, not a fuzzy score's, so Enter on "masters" always opens the
 * Masters screen rather than a subscriber called "masters".
 */
export function paletteCommands(search: string): PaletteCommand[] {
  const text = search.trim();
  const screens: PaletteCommand[] = navItems
    .filter((n) => n.label.toLowerCase().includes(text.toLowerCase()))
    .map((n) => ({ value: `go ${n.label}`, label: n.label, group: 'Go to', href: n.to }));
  if (!text) return screens;
  const typed: PaletteCommand[] = [];
  const lookup = lookupHref(text.includes('@') ? text.toLowerCase() : text);
  if (lookup)
    typed.push({
      value: `lookup ${text}`,
      label: `Look up subscriber “${text.includes('@') ? text.toLowerCase() : text}”`,
      group: 'Look up',
      href: lookup,
    });
  if (/^\d{1,18}$/.test(text)) {
    typed.push({
      value: `master ${text}`,
      label: `Open master ${text}`,
      group: 'Open',
      href: paths.master.getHref(text),
    });
    typed.push({
      value: `preview ${text}`,
      label: `Preview master ${text}`,
      group: 'Open',
      href: `${paths.preview}?${new URLSearchParams({ master: text }).toString()}`,
    });
  }
  if (!text.includes('@'))
    typed.push({
      value: `list ${text}`,
      label: `Open target list “${text}”`,
      group: 'Open',
      href: paths.targetList.getHref(text),
    });
  return [...screens, ...typed];
}
