import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { optionalText, specifyNotes } from '../index';
import { messagesOf } from './test-helpers';

const MESSAGE = 'Le note sulla condizione abitativa sono obbligatorie quando si seleziona [specificare]';
const Address = specifyNotes(z.object({ condition: optionalText(100), condition_notes: optionalText(250) }), {
  select: 'condition',
  notes: 'condition_notes',
  message: MESSAGE,
});

describe('specifyNotes', () => {
  it('requires the notes when the choice asks to specify', () => {
    expect(messagesOf(Address.safeParse({ condition: 'Altro [specificare]', condition_notes: '  ' }))).toEqual({
      condition_notes: MESSAGE,
    });
    expect(Address.parse({ condition: 'Altro [specificare]', condition_notes: 'Roulotte' })).toEqual({
      condition: 'Altro [specificare]',
      condition_notes: 'Roulotte',
    });
  });
  it('clears the notes of any other choice', () => {
    expect(Address.parse({ condition: 'Senza dimora', condition_notes: 'vecchia nota' })).toEqual({
      condition: 'Senza dimora',
      condition_notes: '',
    });
    expect(Address.parse({})).toEqual({ condition: '', condition_notes: '' });
  });
});
