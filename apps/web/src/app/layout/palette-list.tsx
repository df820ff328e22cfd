import { Command } from 'cmdk';
import { paletteCommands, type PaletteCommand } from './palette-commands';

const groups: PaletteCommand['group'][] = ['Go to', 'Look up', 'Open'];

/** The palette's search box and results; loaded on first open so cmdk stays out of the initial bundle. */
export default function PaletteList({
  search,
  setSearch,
  run,
}: {
  search: string;
  setSearch: (value: string) => void;
  run: (command: PaletteCommand) => void;
}) {
  const commands = paletteCommands(search);
  return (
    <Command label="Commands" loop shouldFilter={false}>
      <Command.Input
        // On the first open this mounts after the dialog opened, so the dialog's own focus call missed it.
        autoFocus
        value={search}
        onValueChange={setSearch}
        placeholder="Type a screen, an e-mail, a subscriber id, a master id or a list name…"
        className="w-full border-b border-slate-200 bg-transparent px-4 py-3 text-sm outline-none placeholder:text-slate-500 dark:border-slate-700 dark:placeholder:text-slate-400"
      />
      <Command.List className="max-h-80 overflow-y-auto p-2">
        <Command.Empty className="px-3 py-6 text-center text-sm text-slate-600 dark:text-slate-400">
          Nothing matches. Try an e-mail address or a screen name.
        </Command.Empty>
        {groups.map((group) => {
          const items = commands.filter((c) => c.group === group);
          if (items.length === 0) return null;
          return (
            <Command.Group
              key={group}
              heading={group}
              className="text-sm [&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:py-1.5 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-medium [&_[cmdk-group-heading]]:text-slate-600 dark:[&_[cmdk-group-heading]]:text-slate-400"
            >
              {items.map((c) => (
                <Command.Item
                  key={c.value}
                  value={c.value}
                  onSelect={() => run(c)}
                  className="cursor-pointer rounded-md px-3 py-2 data-[selected=true]:bg-indigo-50 data-[selected=true]:text-indigo-900 dark:data-[selected=true]:bg-indigo-950 dark:data-[selected=true]:text-indigo-100"
                >
                  {c.label}
                </Command.Item>
              ))}
            </Command.Group>
          );
        })}
      </Command.List>
    </Command>
  );
}
