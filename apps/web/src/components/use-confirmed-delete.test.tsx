import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmModal } from './confirm-modal';
import { ToastProvider } from './toast';
import { useConfirmedDelete } from './use-confirmed-delete';

type Row = { ID: number; name: string };
const ROW: Row = { ID: 7, name: 'Mario' };

function Harness(props: { remove: (row: Row) => Promise<unknown>; onError?: (error: unknown) => void; onDeleted?: (row: Row) => void }) {
  const deleting = useConfirmedDelete(props);
  return (
    <>
      <button type="button" onClick={() => deleting.ask(ROW)}>
        Elimina Mario
      </button>
      <ConfirmModal
        {...deleting.modalProps}
        title="Elimina riga"
        message={`Eliminare ${deleting.target?.name ?? ''}?`}
        confirmLabel="Elimina"
      />
    </>
  );
}

const renderHarness = (props: Parameters<typeof Harness>[0]) => {
  render(
    <MantineProvider env="test">
      <ToastProvider>
        <Harness {...props} />
      </ToastProvider>
    </MantineProvider>,
  );
  return userEvent.setup({ delay: null });
};

describe('useConfirmedDelete', () => {
  it('asks first, deletes the row on confirm, announces it and closes', async () => {
    const remove = vi.fn().mockResolvedValue(undefined);
    const onDeleted = vi.fn();
    const user = renderHarness({ remove, onDeleted });

    await user.click(screen.getByRole('button', { name: 'Elimina Mario' }));
    const dialog = await screen.findByRole('dialog', { name: 'Elimina riga' });
    expect(dialog).toHaveTextContent('Eliminare Mario?');
    expect(remove).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Elimina' }));
    expect(await screen.findByText('Elemento eliminato con successo!')).toBeInTheDocument();
    expect(remove).toHaveBeenCalledWith(ROW);
    expect(onDeleted).toHaveBeenCalledWith(ROW);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Elimina riga' })).not.toBeInTheDocument());
  });

  it('gives a failure to its handler, announces no delete and closes', async () => {
    const failure = new Error('rifiutato');
    const onError = vi.fn();
    const onDeleted = vi.fn();
    const user = renderHarness({ remove: vi.fn().mockRejectedValue(failure), onError, onDeleted });

    await user.click(screen.getByRole('button', { name: 'Elimina Mario' }));
    await user.click(await screen.findByRole('button', { name: 'Elimina' }));
    await waitFor(() => expect(onError).toHaveBeenCalledWith(failure));
    expect(onDeleted).not.toHaveBeenCalled();
    expect(screen.queryByText('Elemento eliminato con successo!')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Elimina riga' })).not.toBeInTheDocument());
  });

  it('cancel deletes nothing', async () => {
    const remove = vi.fn();
    const user = renderHarness({ remove });

    await user.click(screen.getByRole('button', { name: 'Elimina Mario' }));
    await user.click(await screen.findByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Elimina riga' })).not.toBeInTheDocument());
    expect(remove).not.toHaveBeenCalled();
  });
});
