import { useState } from 'react';
import { Button, TextInput } from '@mantine/core';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../test/render-with-router';
import { CollapseOnDemand } from './collapse-on-demand';

function Folded() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen((o) => !o)}>{open ? 'Chiudi' : 'Apri'}</Button>
      <CollapseOnDemand expanded={open}>
        <TextInput label="Cognome" />
      </CollapseOnDemand>
    </>
  );
}

describe('CollapseOnDemand', () => {
  it('renders nothing of its content until it first opens', () => {
    renderWithRouter(<Folded />);
    expect(screen.queryByLabelText('Cognome')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Apri' }));
    expect(screen.getByLabelText('Cognome')).toBeInTheDocument();
  });

  it('keeps its content, with what was typed, when it folds and opens again', () => {
    renderWithRouter(<Folded />);
    fireEvent.click(screen.getByRole('button', { name: 'Apri' }));
    fireEvent.change(screen.getByLabelText('Cognome'), { target: { value: 'Rossi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Chiudi' }));
    fireEvent.click(screen.getByRole('button', { name: 'Apri' }));
    expect(screen.getByLabelText('Cognome')).toHaveValue('Rossi');
  });
});
