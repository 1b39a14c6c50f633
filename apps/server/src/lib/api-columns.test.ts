import { describe, expect, it } from 'vitest';
import { operators } from '../db/schema';
import { apiColumns, columnValues } from './api-columns';

describe('apiColumns', () => {
  it('keys a table by the spec: ID, CreatedAt, UpdatedAt and the snake_case column names', () => {
    expect(Object.keys(apiColumns(operators, { omit: ['passwordHash'] })).sort()).toEqual(
      [
        'CreatedAt',
        'ID',
        'UpdatedAt',
        'col_id',
        'deactivated_at',
        'email',
        'municipio_id',
        'name',
        'notes',
        'phone',
        'super_operator',
        'surname',
        'totp_enabled_at',
        'totp_last_step',
        'totp_secret',
        'weekly_digest',
      ].sort(),
    );
  });
  it('keeps only the picked columns', () => {
    expect(Object.keys(apiColumns(operators, { pick: ['id', 'superOperator'] }))).toEqual(['ID', 'super_operator']);
  });
});

describe('columnValues', () => {
  it('maps the API keys of a payload to the columns, ignoring unknown keys and the record keys', () => {
    expect(columnValues(operators, { email: 'a@b.it', super_operator: true, municipio_id: 3, ID: 9, email_confirm: 'x' })).toEqual({
      email: 'a@b.it',
      superOperator: true,
      municipioId: 3,
    });
  });
});
