import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../lib/api-client';
import { renderWithRouter } from '../../test/render-with-router';
import { EntityForm, FormActions, TextField, TextareaField, useEntityForm, type SaveOutcome } from '.';

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
    // a form of no stored record saves over no version
    expect(save).toHaveBeenCalledWith({ title: 'Colloquio finale', notes: '' }, null);
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

type Note = { ID: number; title: string; notes: string; UpdatedAt: string };
const stale = () => new ApiError(409, 'Questi dati sono stati modificati da un altro operatore', { stale: true });

/** A form editing a stored note; its labels are only those its fields show. */
function renderNoteForm(loaded: Note, current: () => Promise<Note>, save: (values: unknown, base: Note | null) => Promise<unknown>) {
  function NoteForm() {
    const entity = useEntityForm({
      schema,
      initial: { title: loaded.title, notes: loaded.notes },
      record: { loaded, current, toForm: (note: Note) => ({ title: note.title, notes: note.notes }) },
      save,
      texts: { saved: 'Salvato con successo', unchanged: 'Nessuna modifica rilevata', invalid: 'Verifica i campi prima di salvare' },
    });
    return (
      <EntityForm state={entity}>
        <TextField name="title" label="Titolo della nota" />
        <TextareaField name="notes" label="Testo" />
        <FormActions state={entity} />
      </EntityForm>
    );
  }
  return renderWithRouter(<NoteForm />);
}

describe('useEntityForm, a save refused as stale', () => {
  const opened: Note = { ID: 1, title: 'Colloquio', notes: 'Prima', UpdatedAt: 'v1' };
  const theirs: Note = { ...opened, title: 'Colloquio iniziale', notes: 'Seconda', UpdatedAt: 'v2' };

  it('says which fields both changed, keeps her value in them on reload, and saves over the version reloaded', async () => {
    // as in Chromium, where scrolling answers a promise
    const scroll = vi.fn(() => Promise.resolve());
    const { scrollIntoView } = HTMLElement.prototype;
    HTMLElement.prototype.scrollIntoView = scroll;
    onTestFinished(() => {
      HTMLElement.prototype.scrollIntoView = scrollIntoView;
    });
    const save = vi.fn().mockRejectedValueOnce(stale()).mockResolvedValueOnce(undefined);
    const { user } = renderNoteForm(opened, async () => theirs, save);
    await user.clear(screen.getByRole('textbox', { name: 'Testo' }));
    await user.type(screen.getByRole('textbox', { name: 'Testo' }), 'Mia');
    await user.click(saveButton());

    const alert = await screen.findByRole('alert', { name: 'Salvataggio non eseguito' });
    expect(scroll).toHaveBeenCalled();
    expect(await within(alert).findByText("Campi modificati dall'altro operatore: Titolo della nota, Testo.")).toBeInTheDocument();
    expect(
      within(alert).getByText('Hai modificato anche tu il campo Testo: dopo il ricaricamento resta il tuo valore.'),
    ).toBeInTheDocument();
    expect(save).toHaveBeenLastCalledWith({ title: 'Colloquio', notes: 'Mia' }, opened);

    await user.click(within(alert).getByRole('button', { name: 'Ricarica i dati aggiornati' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Titolo della nota' })).toHaveValue('Colloquio iniziale'));
    expect(screen.getByRole('textbox', { name: 'Testo' })).toHaveValue('Mia');
    expect(screen.queryByRole('alert', { name: 'Salvataggio non eseguito' })).not.toBeInTheDocument();

    await user.click(saveButton());
    expect(await screen.findByText('Salvato con successo')).toBeInTheDocument();
    expect(save).toHaveBeenLastCalledWith({ title: 'Colloquio iniziale', notes: 'Mia' }, theirs);
  });

  it('keeps the notice without the list when the current version cannot be read, and reads it again on reload', async () => {
    const current = vi.fn().mockRejectedValueOnce(new ApiError(0, 'offline')).mockResolvedValueOnce(theirs);
    const { user } = renderNoteForm(opened, current, vi.fn().mockRejectedValue(stale()));
    await user.type(screen.getByRole('textbox', { name: 'Testo' }), ' poi');
    await user.click(saveButton());

    const alert = await screen.findByRole('alert', { name: 'Salvataggio non eseguito' });
    await waitFor(() => expect(current).toHaveBeenCalledTimes(1));
    expect(within(alert).queryByText(/Campi modificati/)).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Ricarica i dati aggiornati' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Titolo della nota' })).toHaveValue('Colloquio iniziale'));
    expect(screen.getByRole('textbox', { name: 'Testo' })).toHaveValue('Prima poi');
    expect(current).toHaveBeenCalledTimes(2);
  });
});
