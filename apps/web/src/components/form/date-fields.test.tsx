import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BIRTH_DATE_MIN, BeneficiaryCreateSchema } from '@empowerment/shared/beneficiaries';
import { renderField } from '../../test/form-harness';
import { DateField, DateTimeField } from '.';

const birthSchema = z.object({ birth_date: BeneficiaryCreateSchema.shape.birth_date });
const birthField = () =>
  renderField(<DateField name="birth_date" label="Data di nascita" minDate={BIRTH_DATE_MIN} maxDate={new Date()} />, {
    values: { birth_date: null },
    schema: birthSchema,
  });

describe('a day typed as Italians type it', () => {
  it.each(['15/7/1988', '15071988', '15.07.1988', '15-07-1988', '1988-07-15'])('%s is 15/07/1988', async (typed) => {
    const { user, values } = birthField();
    const input = screen.getByRole('textbox', { name: 'Data di nascita' });
    await user.type(input, typed);
    await user.tab();
    expect(values()).toEqual({ birth_date: '1988-07-15' });
    expect(input).toHaveValue('15/07/1988');
  });

  it('keeps a day before 1900 and says the limit, not that the date is missing', async () => {
    const { user } = birthField();
    const input = screen.getByRole('textbox', { name: 'Data di nascita' });
    await user.type(input, '01/01/1890');
    await user.tab();
    expect(await screen.findByText('La data di nascita non può essere precedente al 01/01/1900')).toBeInTheDocument();
    expect(input).toHaveValue('01/01/1890');
    expect(screen.queryByText('La data di nascita è obbligatoria')).not.toBeInTheDocument();
  });

  it('keeps what she typed when it is no day, and says the date is not valid', async () => {
    const { user } = birthField();
    const input = screen.getByRole('textbox', { name: 'Data di nascita' });
    await user.type(input, '31/02/1988');
    await user.tab();
    expect(await screen.findByText('La data di nascita non è valida')).toBeInTheDocument();
    expect(input).toHaveValue('31/02/1988');
  });
});

describe('date fields', () => {
  it('DateField: shows DD/MM/YYYY, gives back an ISO date, the error after a touch', async () => {
    const schema = z.object({ birth_date: z.string({ message: 'La data è obbligatoria' }) });
    const { user, values } = renderField(<DateField name="birth_date" label="Data di nascita" />, {
      values: { birth_date: '1990-05-01T00:00:00Z' },
      schema,
    });
    const input = screen.getByRole('textbox', { name: 'Data di nascita' });
    expect(input).toHaveValue('01/05/1990');

    await user.clear(input);
    await user.tab();
    expect(values()).toEqual({ birth_date: null });
    expect(await screen.findByText('La data è obbligatoria')).toBeInTheDocument();

    await user.type(input, '24/12/2001');
    await user.tab();
    expect(values()).toEqual({ birth_date: '2001-12-24' });
    expect(input).toHaveValue('24/12/2001');
  });

  it('DateField: the zero date is empty, and an ISO date-time goes back when asked', async () => {
    const { user, values } = renderField(<DateField name="start_date" label="Inizio" valueAs="datetime" />, {
      values: { start_date: '0001-01-01T00:00:00Z' },
    });
    const input = screen.getByRole('textbox', { name: 'Inizio' });
    expect(input).toHaveValue('');
    await user.type(input, '03/02/2024');
    await user.tab();
    expect(values()).toEqual({ start_date: '2024-02-03T00:00:00Z' });
  });

  it('DateTimeField: shows DD/MM/YYYY HH:mm, the zero date as empty, and clears to null', async () => {
    const at = new Date(2024, 2, 5, 14, 30).toISOString();
    const { user, values } = renderField(
      <>
        <DateTimeField name="held_at" label="Data e ora" />
        <DateTimeField name="other_at" label="Altra data" />
      </>,
      { values: { held_at: at, other_at: '0001-01-01T00:00:00Z' } },
    );
    expect(screen.getByRole('button', { name: 'Data e ora' })).toHaveTextContent('05/03/2024 14:30');
    expect(screen.getByRole('button', { name: 'Altra data' })).toHaveTextContent('');
    expect(values().held_at).toBe(at);
    await user.click(screen.getByRole('button', { name: 'Cancella data' }));
    expect(values().held_at).toBeNull();
    expect(screen.getByRole('button', { name: 'Data e ora' })).toHaveTextContent('');
  });

  it('DateField: the calendar speaks Italian and names its month controls (screen readers, axe button-name)', async () => {
    const { user } = renderField(<DateField name="day" label="Giorno" />, { values: { day: '2024-02-03' } });
    await user.click(screen.getByRole('textbox', { name: 'Giorno' }));
    expect(await screen.findByRole('button', { name: 'Mese precedente' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mese successivo' })).toBeInTheDocument();
    // each picker is given the Italian locale itself (no provider round the app): month and weekdays
    expect(screen.getByRole('button', { name: 'febbraio 2024' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '3 febbraio 2024' })).toBeInTheDocument();
    expect(screen.getByText('lu')).toBeInTheDocument();
    // no day is marked as a weekend (Mantine's red weekend text is below AA contrast)
    expect(document.querySelector('[data-weekend]')).toBeNull();
  });
});
