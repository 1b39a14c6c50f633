import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it, vi } from 'vitest';
import { DeleteAction, EditAction } from '.';

describe('icon actions', () => {
  it('are buttons named after what they act on, and do it when clicked', () => {
    const edit = vi.fn();
    const remove = vi.fn();
    render(
      <MantineProvider>
        <EditAction label="Modifica Rossi Maria" onClick={edit} />
        <DeleteAction label="Rimuovi Rossi Maria" tip="Rimuovi" onClick={remove} />
      </MantineProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Modifica Rossi Maria' }));
    expect(edit).toHaveBeenCalledOnce();
    expect(remove).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Rimuovi Rossi Maria' }));
    expect(remove).toHaveBeenCalledOnce();
  });

  it('shows its tip on hover', async () => {
    render(
      <MantineProvider>
        <DeleteAction label="Elimina Acme" onClick={() => {}} />
      </MantineProvider>,
    );
    await userEvent.hover(screen.getByRole('button', { name: 'Elimina Acme' }));
    expect(await screen.findByRole('tooltip', { name: 'Elimina' })).toBeInTheDocument();
  });
});
