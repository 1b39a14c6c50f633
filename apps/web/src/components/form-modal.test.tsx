import { useState } from 'react';
import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { hasUnsavedChanges, useUnsavedChanges } from '../lib/unsaved-changes';
import { FormModal } from './form-modal';

/** A form that tells the app once something was typed, as useEntityForm does with its dirty state. */
function NotesForm({ onClose }: { onClose: () => void }) {
  const [notes, setNotes] = useState('');
  useUnsavedChanges(notes !== '');
  return (
    <>
      <textarea aria-label="Note" value={notes} onChange={(event) => setNotes(event.target.value)} />
      <button type="button" onClick={onClose}>
        Annulla
      </button>
    </>
  );
}

function Harness({ onClosed }: { onClosed: () => void }) {
  const [opened, setOpened] = useState(true);
  const close = () => {
    setOpened(false);
    onClosed();
  };
  return (
    <FormModal opened={opened} onClose={close} title="Nuovo colloquio">
      <NotesForm onClose={close} />
    </FormModal>
  );
}

const renderHarness = () => {
  const onClosed = vi.fn();
  render(
    <MantineProvider env="test">
      <Harness onClosed={onClosed} />
    </MantineProvider>,
  );
  return { user: userEvent.setup({ delay: null }), onClosed };
};

describe('FormModal', () => {
  it('closes at once while nothing was typed', async () => {
    const { user, onClosed } = renderHarness();
    await screen.findByRole('dialog', { name: 'Nuovo colloquio' });
    await user.click(screen.getByRole('button', { name: 'Chiudi' }));
    expect(onClosed).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Modifiche non salvate')).not.toBeInTheDocument();
  });

  it('asks before closing a form with changes: Resta keeps the text, Chiudi senza salvare leaves it', async () => {
    const { user, onClosed } = renderHarness();
    await screen.findByRole('dialog', { name: 'Nuovo colloquio' });
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Ha portato il curriculum');
    expect(hasUnsavedChanges()).toBe(true);

    await user.keyboard('{Escape}');
    const question = await screen.findByRole('dialog', { name: 'Modifiche non salvate' });
    expect(question).toHaveTextContent('Hai modificato dei dati senza salvarli: se chiudi ora, le modifiche andranno perse.');
    await user.click(screen.getByRole('button', { name: 'Resta' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Modifiche non salvate' })).not.toBeInTheDocument());
    expect(onClosed).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('Ha portato il curriculum');

    await user.click(screen.getByRole('button', { name: 'Chiudi' }));
    await user.click(await screen.findByRole('button', { name: 'Chiudi senza salvare' }));
    expect(onClosed).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Note' })).not.toBeInTheDocument());
    expect(hasUnsavedChanges()).toBe(false);
  });

  it('lets the form’s own Annulla close without asking', async () => {
    const { user, onClosed } = renderHarness();
    await screen.findByRole('dialog', { name: 'Nuovo colloquio' });
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'x');
    await user.click(screen.getByRole('button', { name: 'Annulla' }));
    expect(onClosed).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Modifiche non salvate')).not.toBeInTheDocument();
    await waitFor(() => expect(hasUnsavedChanges()).toBe(false));
  });
});
