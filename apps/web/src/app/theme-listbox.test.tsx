import { Select } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../test/render-with-router';

describe('theme: option lists', () => {
  it('give the scrolling list of options a tab stop of its own', async () => {
    const { user } = renderWithRouter(<Select label="Entità" data={['Beneficiari', 'Operatori', 'Costi']} />);
    await user.click(screen.getByRole('combobox', { name: 'Entità' }));
    const listbox = await screen.findByRole('listbox');
    expect(listbox.querySelector('[data-scrollarea-viewport]')).toHaveAttribute('tabindex', '0');
  });

  it('point the input at its list only while the list is open, from the first opening', async () => {
    const { user } = renderWithRouter(<Select label="Stato" data={['Attivo', 'Concluso']} />);
    const input = screen.getByRole('combobox', { name: 'Stato' });
    expect(input).not.toHaveAttribute('aria-controls');
    await user.click(input);
    const listbox = await screen.findByRole('listbox');
    expect(input).toHaveAttribute('aria-controls', listbox.id);
  });
});
