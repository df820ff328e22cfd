import { describe, expect, it } from 'vitest';
import { paletteCommands } from './palette-commands';

describe('paletteCommands', () => {
  it('offers every screen when nothing is typed', () => {
    const labels = paletteCommands('').map((c) => c.label);
    expect(labels).toContain('Target lists');
    expect(labels).toContain('Settings');
    expect(paletteCommands('').every((c) => c.group === 'Go to')).toBe(true);
  });

  it('turns an e-mail into a lower-case subscriber look-up, and nothing that needs an id', () => {
    const typed = paletteCommands('Ada@Example.com');
    expect(typed).toEqual([
      expect.objectContaining({
        label: 'Look up subscriber “ada@example.com”',
        href: '/subscribers?email=ada%40example.com',
      }),
    ]);
  });

  it('turns a number into a subscriber id, a master and its preview, and a list name', () => {
    const hrefs = paletteCommands('1042')
      .filter((c) => c.group !== 'Go to')
      .map((c) => c.href);
    expect(hrefs).toEqual([
      '/subscribers?id=1042',
      '/masters/1042',
      '/preview?master=1042',
      '/target-lists/1042',
    ]);
  });

  it('puts a screen whose name matches before the look-ups', () => {
    const commands = paletteCommands('mast');
    expect(commands[0]).toEqual(expect.objectContaining({ label: 'Masters', href: '/masters' }));
    expect(commands.filter((c) => c.group === 'Go to')).toHaveLength(1);
  });

  it('encodes a list name for its URL', () => {
    expect(paletteCommands('VIP / Q3').find((c) => c.group === 'Open')?.href).toBe(
      '/target-lists/VIP%20%2F%20Q3',
    );
  });
});
