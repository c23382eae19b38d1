/**
 * The inspector's panel (a React island in a shadow root of its own: no theme rule reaches it, none of its rules
 * reaches the page). A region fixed at the foot of the viewport: a table of the page's markers (widget, state, moment,
 * chunk, mount time, notes), the page's own notes, outlines over the markers (each labelled with its widget and
 * state), a button per marker that scrolls to it and marks it. Keyboard: Tab through it; Escape closes it. Never
 * takes focus by itself; closing it gives focus back to the page's body only if focus was in it.
 */
import { useEffect, useReducer, useState } from 'react';
import { pageNotes, rows as makeRows, type Row, type Sources } from './rows';

export interface PanelProps {
  version: string;
  /** Reads the page now. */
  sources(): Sources;
  /** Calls back whenever what the rows are made of may have changed; answers the unsubscribe. */
  watch(changed: () => void): () => void;
  onClose(): void;
}

const COLUMNS = ['Widget', 'State', 'Moment', 'Chunk', 'Mount', 'Notes'];

function count(rows: Row[]): string {
  const by = new Map<string, number>();
  for (const r of rows) by.set(r.state, (by.get(r.state) ?? 0) + 1);
  return [`${rows.length} marker${rows.length === 1 ? '' : 's'}`, ...[...by].map(([state, n]) => `${n} ${state}`)].join(' · ');
}

/** Outlines over the markers that have a box, with their widget and state; the marked one stands out. */
function Outlines({ rows, marked }: { rows: Row[]; marked: Element | null }) {
  const [, frame] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    let id = 0;
    const again = () => {
      if (!id) id = requestAnimationFrame(() => ((id = 0), frame()));
    };
    addEventListener('scroll', again, { passive: true, capture: true });
    addEventListener('resize', again);
    return () => {
      cancelAnimationFrame(id);
      removeEventListener('scroll', again, { capture: true });
      removeEventListener('resize', again);
    };
  }, []);
  return (
    <div className="outlines" aria-hidden="true">
      {rows.map((r, i) => {
        const box = r.el.getBoundingClientRect();
        if (!box.width && !box.height) return null;
        return (
          <div
            key={i}
            className={`outline state-${r.state}${r.el === marked ? ' marked' : ''}`}
            style={{ left: box.left, top: box.top, width: box.width, height: box.height }}
          >
            <span className="label">
              {r.name} · {r.state}
            </span>
          </div>
        );
      })}
    </div>
  );
}

export function Panel({ version, sources, watch, onClose }: PanelProps) {
  const [rows, setRows] = useState(() => makeRows(sources()));
  const [notes, setNotes] = useState(() => pageNotes(sources().notes, rows));
  const [outlines, setOutlines] = useState(true);
  const [marked, setMarked] = useState<Element | null>(null);
  useEffect(
    () =>
      watch(() => {
        const read = sources();
        const next = makeRows(read);
        setRows(next);
        setNotes(pageNotes(read.notes, next));
      }),
    [sources, watch],
  );
  const show = (el: Element) => {
    el.scrollIntoView({ block: 'center' });
    setMarked(el);
    setOutlines(true);
  };
  return (
    <>
      {outlines && <Outlines rows={rows} marked={marked} />}
      <section
        className="panel"
        aria-labelledby="sfi-title"
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            onClose();
          }
        }}
      >
        <header>
          <h2 id="sfi-title">
            Storefront inspector <span className="version">{version}</span>
          </h2>
          <p className="summary" aria-live="polite">
            {count(rows)}
          </p>
          <button type="button" aria-pressed={outlines} onClick={() => setOutlines(!outlines)}>
            Outlines
          </button>
          <button type="button" onClick={onClose}>
            Close
          </button>
        </header>
        <div className="scroll" tabIndex={0} role="group" aria-label="Markers and page notes">
          <table>
            <thead>
              <tr>
                {COLUMNS.map((c) => (
                  <th key={c} scope="col">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r, i) => (
                <tr key={i}>
                  <th scope="row">
                    <button type="button" title="Scroll to the marker and mark it" onClick={() => show(r.el)}>
                      {r.name || '(no name)'}
                    </button>
                  </th>
                  <td>
                    <span className={`state state-${r.state}`}>{r.state}</span>
                  </td>
                  <td>{r.moment}</td>
                  <td>{r.chunk}</td>
                  <td>{r.mount}</td>
                  <td>
                    {r.notes.length > 0 && (
                      <ul>
                        {r.notes.map((n, j) => (
                          <li key={j}>{n}</li>
                        ))}
                      </ul>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {notes.length > 0 && (
            <>
              <h3>The page's notes</h3>
              <ul className="page-notes">
                {notes.map((n, i) => (
                  <li key={i}>
                    {n.level}: {n.text}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </section>
    </>
  );
}
