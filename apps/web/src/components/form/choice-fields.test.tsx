import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderField } from '../../test/form-harness';
import { CheckboxField, EnumSelectField, MultiSelectField, ReferenceSelectField, SwitchField } from '.';

const required = z.number({ message: 'Questo campo è obbligatorio' });

describe('choice fields', () => {
  it('CheckboxField and SwitchField: ticked in, boolean out', async () => {
    const { user, values } = renderField(
      <>
        <CheckboxField name="active" label="Attivo" />
        <SwitchField name="confirmed" label="Verificato" />
      </>,
      { values: { active: true, confirmed: false } },
    );
    expect(screen.getByRole('checkbox', { name: 'Attivo' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Verificato' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Attivo' }));
    await user.click(screen.getByRole('switch', { name: 'Verificato' }));
    expect(values()).toEqual({ active: false, confirmed: true });
  });

  it('ReferenceSelectField: a table list by its label, the ID out, the error after a touch', async () => {
    const schema = z.object({ municipio_id: required });
    const { user, values } = renderField(<ReferenceSelectField name="municipio_id" list="municipi" label="Municipio" withAsterisk />, {
      values: { municipio_id: null },
      schema,
    });
    const select = screen.getByRole('combobox', { name: /^Municipio/ });
    expect((select as HTMLInputElement).labels?.[0]).toHaveTextContent(/^Municipio \*$/);
    expect(screen.queryByText('Questo campo è obbligatorio')).not.toBeInTheDocument();
    await user.click(select);
    await user.tab();
    expect(await screen.findByText('Questo campo è obbligatorio')).toBeInTheDocument();

    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Municipio III' }));
    expect(values()).toEqual({ municipio_id: 3 });
    expect(select).toHaveValue('Municipio III');
  });

  it('EnumSelectField: an enumeration list, the text in and out', async () => {
    const { user, values } = renderField(<EnumSelectField name="civil_status" list="civilStatus" label="Stato civile" />, {
      values: { civil_status: 'Nubile' },
      initLists: { civilStatus: ['Nubile', 'Coniugata'] },
    });
    const select = screen.getByRole('combobox', { name: 'Stato civile' });
    await waitFor(() => expect(select).toHaveValue('Nubile'));
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Coniugata' }));
    expect(values()).toEqual({ civil_status: 'Coniugata' });
  });

  it('MultiSelectField: stops at the maximum and says why', async () => {
    const { user, values } = renderField(
      <MultiSelectField
        name="languages"
        label="Altre lingue"
        data={['Inglese', 'Francese', 'Spagnolo']}
        max={2}
        maxMessage="Puoi aggiungere al massimo 2 lingue"
      />,
      { values: { languages: ['Inglese'] } },
    );
    expect(screen.queryByText('Puoi aggiungere al massimo 2 lingue')).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Altre lingue' }));
    await user.click(await screen.findByRole('option', { name: 'Francese' }));
    expect(values()).toEqual({ languages: ['Inglese', 'Francese'] });
    expect(screen.getByText('Puoi aggiungere al massimo 2 lingue')).toBeInTheDocument();
  });
});
