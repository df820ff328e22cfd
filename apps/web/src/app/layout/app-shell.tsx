import { useState } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { ThemeToggle } from '../../components/ui/theme-toggle';
import { paths } from '../../config/paths';
import { useTicketEvents } from '../../features/activity/api/use-ticket-events';
import { UserMenu } from '../../features/auth/components/user-menu';
import { CommandPalette } from './command-palette';
import { ServiceStatusBanner } from './service-status-banner';
import { SidebarNav } from './sidebar-nav';

function Brand() {
  return (
    <Link to={paths.home} className="flex items-center gap-2 px-3 text-lg font-semibold">
      <img src="/favicon.svg" alt="" className="size-6" />
      Mailroom
    </Link>
  );
}

/** Sidebar on wide screens; below md it collapses into a menu button that opens the same navigation. */
export function AppShell() {
  const [menuOpen, setMenuOpen] = useState(false);
  // One stream per signed-in tab: every screen's tickets (Home, Activity, Reports) flip by themselves.
  useTicketEvents();
  return (
    <div className="min-h-screen bg-white dark:bg-slate-950">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 dark:focus:bg-slate-900"
      >
        Skip to content
      </a>
      <aside className="fixed inset-y-0 left-0 hidden w-60 flex-col gap-6 border-r border-slate-200 bg-slate-50 py-4 md:flex dark:border-slate-800 dark:bg-slate-900">
        <Brand />
        <div className="px-2">
          <SidebarNav />
        </div>
      </aside>
      <div className="md:pl-60">
        <header className="sticky top-0 z-30 flex h-14 items-center justify-between gap-3 border-b border-slate-200 bg-white/90 px-4 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
          <div className="flex items-center gap-2 md:hidden">
            <button
              type="button"
              aria-expanded={menuOpen}
              aria-controls="mobile-nav"
              onClick={() => setMenuOpen((open) => !open)}
              className="rounded-md px-2 py-1 text-sm font-medium whitespace-nowrap hover:bg-slate-100 dark:hover:bg-slate-800"
            >
              <span aria-hidden="true">☰ </span>Menu
            </button>
            <Brand />
          </div>
          <div className="ml-auto flex items-center gap-2">
            <CommandPalette />
            <ThemeToggle />
            <UserMenu />
          </div>
        </header>
        <ServiceStatusBanner />
        {menuOpen && (
          <div
            id="mobile-nav"
            className="border-b border-slate-200 bg-slate-50 p-2 md:hidden dark:border-slate-800 dark:bg-slate-900"
          >
            <SidebarNav onNavigate={() => setMenuOpen(false)} />
          </div>
        )}
        <main id="main" tabIndex={-1} className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:px-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
