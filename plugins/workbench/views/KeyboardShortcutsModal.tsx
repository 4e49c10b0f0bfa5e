import { useMemo } from 'react';
import { formatChord, type ModalProps } from '@sdk';
import { useKernel } from '@sdk/react';

interface Row {
  readonly title: string;
  readonly category: string;
  readonly keys: string[];
}

/** Every command that has a keybinding, grouped like the palette. */
export function KeyboardShortcutsModal(_props: ModalProps) {
  const kernel = useKernel();
  const groups = useMemo(() => {
    const rows: Row[] = kernel.commands
      .list()
      .map((c) => ({
        title: c.title,
        category: c.category ?? 'General',
        keys: kernel.keybindings.forCommand(c.id).map((b) => formatChord(b.key)),
      }))
      .filter((r) => r.keys.length > 0);
    const byCategory = new Map<string, Row[]>();
    for (const row of rows) byCategory.set(row.category, [...(byCategory.get(row.category) ?? []), row]);
    return [...byCategory].sort(([a], [b]) => a.localeCompare(b));
  }, [kernel]);
  return (
    <div className="shortcuts">
      {groups.map(([category, rows]) => (
        <section key={category} aria-labelledby={`shortcuts-${category}`}>
          <h3 id={`shortcuts-${category}`} className="shortcuts__heading">
            {category}
          </h3>
          <table className="shortcuts__table">
            <tbody>
              {rows.map((row) => (
                <tr key={row.title}>
                  <th scope="row">{row.title}</th>
                  <td>
                    {row.keys.map((k) => (
                      <kbd key={k}>{k}</kbd>
                    ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
}
