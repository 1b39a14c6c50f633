import { useContext, useState } from 'react';
import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DraftNameContext } from '../lib/unsaved-changes';
import { RowEditorModals, useRowEditor } from './row-editor';
import { ToastProvider } from './toast';

type Row = { ID: number; name: string };
const ROWS: Row[] = [
  { ID: 7, name: 'Mario' },
  { ID: 8, name: 'Lucia' },
];

/** A form that keeps what was typed until it is made again. */
function NameForm({ row, onClose }: { row?: Row; onClose: () => void }) {
  const [name, setName] = useState(row?.name ?? '');
  const draft = useContext(DraftNameContext);
  return (
    <>
      {draft && <span>{`Bozza: ${draft}`}</span>}
      <input aria-label="Nome" value={name} onChange={(event) => setName(event.target.value)} />
      <button type="button" onClick={onClose}>
        Chiudi il modulo
      </button>
    </>
  );
}

function Harness({ remove, drafts }: { remove: (row: Row) => Promise<unknown>; drafts?: string }) {
  const editor = useRowEditor({ remove, drafts, rows: ROWS });
  return (
    <>
      <button type="button" onClick={editor.add}>
        Aggiungi
      </button>
      {ROWS.map((row) => (
        <span key={row.ID}>
          <button type="button" onClick={() => editor.edit(row)}>{`Modifica ${row.name}`}</button>
          <button type="button" onClick={() => editor.ask(row)}>{`Elimina ${row.name}`}</button>
        </span>
      ))}
      <RowEditorModals
        editor={editor}
        title={(row) => (row ? `Modifica ${row.name}` : 'Nuova riga')}
        form={(row, onClose) => <NameForm row={row} onClose={onClose} />}
        confirm={{ title: 'Elimina riga', message: (row) => `Eliminare ${row.name}?`, confirmLabel: 'Elimina' }}
      />
    </>
  );
}

const renderHarness = (remove: (row: Row) => Promise<unknown> = vi.fn(), drafts?: string) => {
  render(
    <MantineProvider env="test">
      <ToastProvider>
        <Harness remove={remove} drafts={drafts} />
      </ToastProvider>
    </MantineProvider>,
  );
  return userEvent.setup({ delay: null });
};

describe('useRowEditor and RowEditorModals', () => {
  it('opens an empty form to add, the row’s form to edit, a fresh one for each row, and closes it', async () => {
    const user = renderHarness();

    await user.click(screen.getByRole('button', { name: 'Aggiungi' }));
    const adding = await screen.findByRole('dialog', { name: 'Nuova riga' });
    expect(adding).toContainElement(screen.getByRole('textbox', { name: 'Nome' }));
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Chiudi il modulo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Modifica Mario' }));
    await screen.findByRole('dialog', { name: 'Modifica Mario' });
    await user.type(screen.getByRole('textbox', { name: 'Nome' }), ' Rossi');
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('Mario Rossi');
    await user.click(screen.getByRole('button', { name: 'Chiudi il modulo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Modifica Lucia' }));
    await screen.findByRole('dialog', { name: 'Modifica Lucia' });
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('Lucia');
  });

  it('asks before deleting, naming the row, and deletes it on confirm', async () => {
    const remove = vi.fn().mockResolvedValue(undefined);
    const user = renderHarness(remove);

    await user.click(screen.getByRole('button', { name: 'Elimina Lucia' }));
    expect(await screen.findByRole('dialog', { name: 'Elimina riga' })).toHaveTextContent('Eliminare Lucia?');
    await user.click(screen.getByRole('button', { name: 'Elimina' }));
    expect(await screen.findByText('Elemento eliminato con successo!')).toBeInTheDocument();
    expect(remove).toHaveBeenCalledWith(ROWS[1]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Elimina riga' })).not.toBeInTheDocument());
  });

  describe('a draft kept when her session ended', () => {
    const keep = (name: string) =>
      sessionStorage.setItem(`empowerment-draft:${window.location.pathname}${window.location.search}|${name}`, '{"name":"x"}');
    afterEach(() => sessionStorage.clear());

    it('reopens the form of a new row, which takes its draft by its name', async () => {
      keep('righe:new');
      renderHarness(vi.fn(), 'righe');
      const dialog = await screen.findByRole('dialog', { name: 'Nuova riga' });
      expect(dialog).toHaveTextContent('Bozza: righe:new');
    });

    it('reopens the form of the row she was editing', async () => {
      keep('righe:8');
      renderHarness(vi.fn(), 'righe');
      const dialog = await screen.findByRole('dialog', { name: 'Modifica Lucia' });
      expect(dialog).toHaveTextContent('Bozza: righe:8');
    });

    it('opens nothing by itself without a draft, and names each form for its draft', async () => {
      const user = renderHarness(vi.fn(), 'righe');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Modifica Mario' }));
      expect(await screen.findByRole('dialog', { name: 'Modifica Mario' })).toHaveTextContent('Bozza: righe:7');
    });
  });
});
