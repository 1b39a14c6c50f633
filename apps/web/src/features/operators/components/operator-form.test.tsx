import { MSG } from '@empowerment/shared';
import type { Operator } from '@empowerment/shared/operators';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderWithRouter } from '../../../test/render-with-router';
import { makeOperator, TABLE_LISTS } from '../../../test/session';
import { OperatorForm } from './operator-form';

const lists = { 'GET /api/list-settings': { status: 200, body: TABLE_LISTS }, 'GET /api/inits-json': { status: 200, body: {} } };

function serverWith(operator: Operator, putReply: { status: number; body?: unknown } = { status: 200, body: operator }) {
  return fakeApi({
    ...lists,
    [`GET /api/auth/operators/${operator.ID}`]: { status: 200, body: operator },
    [`PUT /api/auth/operators/${operator.ID}`]: putReply,
    'POST /api/auth/operators': { status: 201, body: { ID: 99 } },
  });
}

const saveButton = () => screen.getByRole('button', { name: 'Salva' });

describe('OperatorForm', () => {
  it('gives an administrator the email, the Super Operatore flag and the notes with their counter', async () => {
    const operator = makeOperator({ notes: 'Nota' });
    serverWith(operator);
    renderWithRouter(<OperatorForm operatorId={operator.ID} asAdmin />);

    expect(await screen.findByLabelText(/^Email/)).toBeEnabled();
    expect(screen.getByLabelText(/^Email/)).toHaveValue(operator.email);
    expect(screen.getByLabelText('Super Operatore')).not.toBeChecked();
    expect(screen.getByText('Un super operatore ha accesso a funzionalità amministrative avanzate')).toBeInTheDocument();
    expect(screen.getByLabelText('Note')).toHaveValue('Nota');
    expect(screen.getByText('4/300')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Conferma email/)).not.toBeInTheDocument();
  });

  it('locks the email of a normal operator and hides the administrator fields', async () => {
    const operator = makeOperator();
    serverWith(operator);
    renderWithRouter(<OperatorForm operatorId={operator.ID} asAdmin={false} />);

    expect(await screen.findByLabelText('Email (non modificabile)')).toBeDisabled();
    expect(screen.queryByLabelText('Super Operatore')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Note')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Telefono/)).toHaveValue(operator.phone);
  });

  it("saves nothing when nothing changed ('' and a missing value are the same) and closes", async () => {
    // The server has no phone and no notes at all.
    const operator = { ...makeOperator(), phone: null, notes: null } as unknown as Operator;
    const server = serverWith(operator);
    const onClose = vi.fn();
    const { user } = renderWithRouter(<OperatorForm operatorId={operator.ID} asAdmin onClose={onClose} />);

    await user.type(await screen.findByLabelText(/^Telefono/), '  ');
    await user.click(saveButton());

    expect(await screen.findByText(MSG.noChangesToSave)).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(server.of('PUT', '/api/auth/operators/:id')).toHaveLength(0);
  });

  it('lets a normal operator change her phone, sending only what she may change', async () => {
    const operator = makeOperator();
    const server = serverWith(operator);
    const onClose = vi.fn();
    const { user } = renderWithRouter(<OperatorForm operatorId={operator.ID} asAdmin={false} onClose={onClose} />);

    const phone = await screen.findByLabelText(/^Telefono/);
    await user.clear(phone);
    await user.type(phone, '+39 333 765 4321');
    await user.click(saveButton());

    expect(await screen.findByText(MSG.operatorUpdated)).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.of('PUT', '/api/auth/operators/:id')[0].headers.get('If-Match')).toBe(`"${operator.UpdatedAt}"`);
    expect(server.of('PUT', '/api/auth/operators/:id')[0].body).toEqual({
      ID: operator.ID,
      name: operator.name,
      surname: operator.surname,
      phone: '+39 333 765 4321',
      municipio_id: operator.municipio_id,
      col_id: operator.col_id,
    });
  });

  it("puts the server's field messages on the fields", async () => {
    const operator = makeOperator();
    serverWith(operator, { status: 409, body: { error: 'Valore già presente: phone', fields: { phone: 'Telefono già in uso' } } });
    const { user } = renderWithRouter(<OperatorForm operatorId={operator.ID} asAdmin />);

    const phone = await screen.findByLabelText(/^Telefono/);
    await user.clear(phone);
    await user.type(phone, '333 765 4321');
    await user.click(saveButton());

    expect(await screen.findByText('Telefono già in uso')).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(MSG.operatorUpdated)).not.toBeInTheDocument();
  });

  it('adds an operator: email twice, municipio and C.O.L. required, then the form starts again', async () => {
    const server = serverWith(makeOperator());
    const onSaved = vi.fn();
    const { user } = renderWithRouter(<OperatorForm asAdmin onSaved={onSaved} />);

    expect(saveButton()).toBeDisabled();
    // why it is disabled, without any field error before a touch
    expect(screen.getByText('Per salvare completa: Email, Municipio, C.O.L.')).toBeInTheDocument();
    expect(screen.queryByText(MSG.required)).not.toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Email/), 'nuova@example.org');
    expect(screen.getByText('Per salvare completa: Conferma email, Municipio, C.O.L.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Conferma email/), 'nuova@example.com');
    await user.tab();
    expect(await screen.findByText(MSG.emailMismatch)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Conferma email/));
    await user.type(screen.getByLabelText(/^Conferma email/), 'nuova@example.org');

    await user.click(screen.getByRole('combobox', { name: /^Municipio/ }));
    await user.click(await screen.findByRole('option', { name: 'Municipio III' }));
    await user.click(screen.getByRole('combobox', { name: /^C\.O\.L\./ }));
    await user.click(await screen.findByRole('option', { name: 'COL Nord' }));

    await waitFor(() => expect(saveButton()).toBeEnabled());
    expect(screen.queryByText(/Per salvare completa/)).not.toBeInTheDocument();
    await user.click(saveButton());

    expect(await screen.findByText(MSG.operatorAdded)).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalled();
    expect(server.of('POST', '/api/auth/operators')[0].body).toMatchObject({
      email: 'nuova@example.org',
      municipio_id: 3,
      col_id: 4,
      super_operator: false,
    });
    expect(screen.getByLabelText(/^Email/)).toHaveValue('');
  });
});

describe('OperatorForm, fixes of the review', () => {
  it('tells a new administrator why Salva is disabled in her profile, without field errors before a touch', async () => {
    const admin = { ...makeOperator({ super_operator: true }), municipio_id: null, col_id: null } as unknown as Operator;
    serverWith(admin);
    const { user } = renderWithRouter(<OperatorForm operatorId={admin.ID} asAdmin isOwnRecord />);

    expect(await screen.findByText('Per salvare completa: Municipio, C.O.L.')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    expect(screen.queryByText(MSG.required)).not.toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: /^Municipio/ }));
    await user.click(await screen.findByRole('option', { name: 'Municipio III' }));
    expect(await screen.findByText('Per salvare completa: C.O.L.')).toBeInTheDocument();
  });

  it("keeps an administrator's own 'Super Operatore' ticked and says why", async () => {
    const admin = makeOperator({ super_operator: true });
    serverWith(admin);
    renderWithRouter(<OperatorForm operatorId={admin.ID} asAdmin isOwnRecord />);

    const flag = await screen.findByLabelText('Super Operatore');
    expect(flag).toBeChecked();
    expect(flag).toBeDisabled();
    expect(screen.getByText(/Non puoi rimuovere i tuoi privilegi di amministratore\./)).toBeInTheDocument();
  });

  it("shows the server's refusal of a demotion on the field, and stays on the form", async () => {
    const other = makeOperator({ super_operator: true });
    const text = 'Non puoi rimuovere i tuoi privilegi di amministratore.';
    serverWith(other, { status: 422, body: { error: text, fields: { super_operator: text } } });
    const onClose = vi.fn();
    const { user, router } = renderWithRouter(<OperatorForm operatorId={other.ID} asAdmin onClose={onClose} />);

    await user.click(await screen.findByLabelText('Super Operatore'));
    await user.click(saveButton());

    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByText("L'operazione non può essere completata")).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(onClose).not.toHaveBeenCalled();
  });
});
