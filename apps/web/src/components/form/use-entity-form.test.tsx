import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../lib/api-client';
import { renderWithRouter } from '../../test/render-with-router';
import { EntityForm, FormActions, TextField, useEntityForm, type SaveOutcome } from '.';

const schema = z.object({
  title: z.string().trim().min(3, 'Il titolo deve contenere almeno 3 caratteri'),
  notes: z.string().trim().max(10, 'Le note sono troppo lunghe').optional(),
});
type Values = z.input<typeof schema>;

function renderForm({
  initial,
  save,
  onSaved = vi.fn(),
}: {
  initial: Values;
  save: (v: z.output<typeof schema>) => Promise<unknown>;
  onSaved?: (o: SaveOutcome) => void;
}) {
  function SampleForm() {
    const entity = useEntityForm({
      schema,
      initial,
      edits: true,
      labels: { title: 'Titolo', notes: 'Note' },
      save,
      texts: { saved: 'Salvato con successo', unchanged: 'Nessuna modifica rilevata', invalid: 'Verifica i campi prima di salvare' },
      onSaved,
    });
    return (
      <EntityForm state={entity}>
        <TextField name="title" label="Titolo" withAsterisk />
        <TextField name="notes" label="Note" />
        <FormActions state={entity} />
      </EntityForm>
    );
  }
  return { ...renderWithRouter(<SampleForm />), onSaved };
}

const saveButton = () => screen.getByRole('button', { name: /Salva/ });

describe('useEntityForm', () => {
  it('skips the call when nothing changed (spaces and a missing value are the same), says so, and counts it as success', async () => {
    const save = vi.fn();
    const { user, onSaved } = renderForm({ initial: { title: 'Colloquio' }, save });
    await user.type(screen.getByRole('textbox', { name: 'Note' }), '   ');
    await user.click(saveButton());
    expect(await screen.findByText('Nessuna modifica rilevata')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
    expect(onSaved).toHaveBeenCalledWith({ changed: false });
  });

  it("saves the schema's output, shows 'Salvataggio...' meanwhile, then the success text", async () => {
    let finish: (value: unknown) => void = () => {};
    const save = vi.fn(() => new Promise((resolve) => (finish = resolve)));
    const { user, onSaved } = renderForm({ initial: { title: 'Colloquio', notes: '' }, save });
    await user.type(screen.getByRole('textbox', { name: /^Titolo/ }), ' finale  ');
    await user.click(saveButton());
    expect(await screen.findByRole('button', { name: 'Salvataggio...' })).toBeDisabled();
    expect(save).toHaveBeenCalledWith({ title: 'Colloquio finale', notes: '' });
    finish(undefined);
    expect(await screen.findByText('Salvato con successo')).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledWith({ changed: true });
    expect(saveButton()).toHaveTextContent('Salva');
  });

  it('shows a field error only after a touch, and keeps Salva disabled with the reason meanwhile', async () => {
    const { user } = renderForm({ initial: { title: '' }, save: vi.fn() });
    // an untouched field says nothing, even when the form is not valid yet
    expect(saveButton()).toBeDisabled();
    expect(screen.getByText('Per salvare completa: Titolo')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'ok');
    expect(screen.queryByText('Il titolo deve contenere almeno 3 caratteri')).not.toBeInTheDocument();
    // leaving a field touches it
    await user.click(screen.getByRole('textbox', { name: /^Titolo/ }));
    await user.tab();
    expect(await screen.findByText('Il titolo deve contenere almeno 3 caratteri')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Titolo/ }), 'ab');
    await user.type(screen.getByRole('textbox', { name: /^Titolo/ }), 'c');
    await waitFor(() => expect(screen.queryByText('Il titolo deve contenere almeno 3 caratteri')).not.toBeInTheDocument());
    expect(saveButton()).toBeEnabled();
    expect(screen.queryByText(/Per salvare completa/)).not.toBeInTheDocument();
  });

  it("puts the server's field messages on the fields, with no toast, and validates again on change", async () => {
    const save = vi.fn().mockRejectedValue(new ApiError(409, 'Titolo già usato', { fields: { title: 'Titolo già usato' } }));
    const { user, onSaved } = renderForm({ initial: { title: 'Colloquio' }, save });
    await user.type(screen.getByRole('textbox', { name: /^Titolo/ }), ' bis');
    await user.click(saveButton());
    expect(await screen.findByText('Titolo già usato')).toBeInTheDocument();
    expect(screen.queryByText('Informazioni con queste caratteristiche già presente!')).not.toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
    // once a save was tried, every change validates again
    await user.clear(screen.getByRole('textbox', { name: /^Titolo/ }));
    expect(await screen.findByText('Il titolo deve contenere almeno 3 caratteri')).toBeInTheDocument();
  });

  it('shows any other failure as the catalogue toast', async () => {
    const save = vi.fn().mockRejectedValue(new ApiError(500, 'boom'));
    const { user, onSaved } = renderForm({ initial: { title: 'Colloquio' }, save });
    await user.type(screen.getByRole('textbox', { name: /^Titolo/ }), ' bis');
    await user.click(saveButton());
    expect(await screen.findByText('Errore interno del server, contattare lo sviluppatore')).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
    expect(saveButton()).toBeEnabled();
  });
});
