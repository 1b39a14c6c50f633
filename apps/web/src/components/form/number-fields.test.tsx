import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderField } from '../../test/form-harness';
import { MoneyField, NumberField, RatingField } from '.';

describe('number fields', () => {
  it('NumberField: a number out, null when emptied, the error after a touch', async () => {
    const schema = z.object({ children: z.number({ message: 'Questo campo è obbligatorio' }).max(30, 'Il valore è troppo grande') });
    const { user, values } = renderField(<NumberField name="children" label="Figli" />, { values: { children: 2 }, schema });
    const input = screen.getByRole('textbox', { name: 'Figli' });
    expect(input).toHaveValue('2');
    await user.clear(input);
    expect(values()).toEqual({ children: null });
    await user.type(input, '31');
    await user.tab();
    expect(values()).toEqual({ children: 31 });
    expect(await screen.findByText('Il valore è troppo grande')).toBeInTheDocument();
  });

  it('MoneyField: euro written the Italian way, a number out', async () => {
    const { user, values } = renderField(<MoneyField name="isee" label="ISEE" />, { values: { isee: 1234.5 } });
    const input = screen.getByRole('textbox', { name: 'ISEE' });
    expect(input).toHaveValue('1.234,50');
    expect(screen.getByText('€')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '2500,75');
    expect(values()).toEqual({ isee: 2500.75 });
    await user.tab();
    expect(input).toHaveValue('2.500,75');
  });

  it('RatingField: the label and colour of spec 02 §4, a number out', async () => {
    const { user, values } = renderField(<RatingField name="autonomy" label="Autonomia" />, { values: { autonomy: 3 } });
    expect(screen.getByText('3 - Sufficiente')).toBeInTheDocument();
    const slider = screen.getByRole('slider');
    slider.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(values()).toEqual({ autonomy: 9 });
    expect(screen.getByText('9 - Ottimo')).toBeInTheDocument();
  });
});
