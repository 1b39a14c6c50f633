import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderField } from '../../test/form-harness';
import { PasswordField, TextareaField, TextField } from '.';

describe('text fields', () => {
  it('TextField: shows the value, gives back what is typed, and its error only after a touch', async () => {
    const schema = z.object({ name: z.string().min(3, 'Il nome deve contenere almeno 3 caratteri') });
    const { user, values } = renderField(<TextField name="name" label="Nome" withAsterisk />, { values: { name: 'An' }, schema });
    const input = screen.getByRole('textbox', { name: /^Nome/ });
    // spec 01 §5: a required field's label ends with ' *'
    expect((input as HTMLInputElement).labels?.[0]).toHaveTextContent(/^Nome \*$/);
    expect(input).toHaveValue('An');
    expect(screen.queryByText('Il nome deve contenere almeno 3 caratteri')).not.toBeInTheDocument();

    await user.click(input);
    await user.tab();
    expect(await screen.findByText('Il nome deve contenere almeno 3 caratteri')).toBeInTheDocument();
    await user.type(input, 'na');
    expect(values()).toEqual({ name: 'Anna' });
    await waitFor(() => expect(screen.queryByText('Il nome deve contenere almeno 3 caratteri')).not.toBeInTheDocument());
  });

  it('TextareaField: counts the characters against the maximum', async () => {
    const schema = z.object({ notes: z.string().max(5, 'Troppo lungo') });
    const { user, values } = renderField(<TextareaField name="notes" label="Note" counterMax={5} />, { values: { notes: 'Ciao' }, schema });
    expect(screen.getByText('4/5')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Note' }), '!!');
    expect(screen.getByText('6/5')).toBeInTheDocument();
    expect(values()).toEqual({ notes: 'Ciao!!' });
    await user.tab();
    expect(await screen.findByText('Troppo lungo')).toBeInTheDocument();
  });

  it('PasswordField: hides the text and gives it back', async () => {
    const { user, values } = renderField(<PasswordField name="password" label="Password" />, { values: { password: '' } });
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await user.type(input, 'Segreta1!');
    expect(values()).toEqual({ password: 'Segreta1!' });
  });
});
