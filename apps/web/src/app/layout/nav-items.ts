import { paths } from '../../config/paths';

export interface NavItem {
  to: string;
  label: string;
  icon: string;
}

// Icons are plain glyphs so the sidebar needs no icon library; they are hidden from screen readers.
export const navItems: NavItem[] = [
  { to: paths.home, label: 'Home', icon: '⌂' },
  { to: paths.targetLists, label: 'Target lists', icon: '☰' },
  { to: paths.subscribers, label: 'Subscribers', icon: '☺' },
  { to: paths.masters, label: 'Masters', icon: '✉' },
  { to: paths.preview, label: 'Preview & test', icon: '◫' },
  { to: paths.reports, label: 'Reports', icon: '▤' },
  { to: paths.referenceData, label: 'Reference data', icon: '▦' },
  { to: paths.contentBlocks, label: 'Content blocks', icon: '❏' },
  { to: paths.activity, label: 'Activity', icon: '↻' },
  { to: paths.settings, label: 'Settings', icon: '⚙' },
];
