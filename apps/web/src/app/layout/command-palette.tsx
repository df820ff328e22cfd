import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PaletteCommand } from './palette-commands';

const PaletteList = lazy(() => import('./palette-list'));

/**
 * Ctrl+K (⌘K) from anywhere: jump to a screen, look up a subscriber, open a master or a list by what you type.
 * cmdk gives the listbox keyboard model (the commands filter themselves, see palette-commands.ts); the native <dialog> gives focus trapping and Escape.
 */
export function CommandPalette() {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const navigate = useNavigate();

  useEffect(() => {
    function onKeyDown(e: KeyboardEvent) {
      if (e.key.toLowerCase() === 'k' && (e.metaKey || e.ctrlKey)) {
        e.preventDefault();
        setOpen((was) => !was);
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) {
      d.showModal();
      // showModal focuses the dialog itself; the search box is where typing must go.
      d.querySelector('input')?.focus();
    }
    if (!open && d.open) d.close();
    if (!open) setSearch('');
  }, [open]);

  const run = (c: PaletteCommand) => {
    setOpen(false);
    void navigate(c.href);
  };

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="flex items-center gap-2 rounded-md border border-slate-300 px-2.5 py-1 text-sm text-slate-600 hover:bg-slate-50 dark:border-slate-700 dark:text-slate-300 dark:hover:bg-slate-800"
      >
        <span aria-hidden="true">⌕</span>
        <span className="sr-only sm:not-sr-only">Jump to…</span>
        <kbd className="hidden rounded border border-slate-300 px-1 text-xs sm:inline dark:border-slate-600">
          Ctrl K
        </kbd>
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        onClose={() => setOpen(false)}
        onCancel={(e) => {
          e.preventDefault();
          setOpen(false);
        }}
        onClick={(e) => {
          // A click on the backdrop (the dialog element itself, outside its content) closes it.
          if (e.target === e.currentTarget) setOpen(false);
        }}
        className="mx-auto mt-[12vh] w-[min(36rem,calc(100vw-2rem))] rounded-lg bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/50 dark:bg-slate-900 dark:text-slate-100"
      >
        <h2 id={titleId} className="sr-only">
          Jump to a screen or look something up
        </h2>
        {open && (
          <Suspense fallback={<p className="px-4 py-3 text-sm">Loading…</p>}>
            <PaletteList search={search} setSearch={setSearch} run={run} />
          </Suspense>
        )}
      </dialog>
    </>
  );
}
