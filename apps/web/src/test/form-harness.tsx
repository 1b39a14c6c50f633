import type { ReactElement } from 'react';
import type { FieldValues } from 'react-hook-form';
import { z } from 'zod';
import { EntityForm, FormActions, useEntityForm } from '../components/form';
import { fakeApi } from './fake-api';
import { renderWithRouter } from './render-with-router';
import { TABLE_LISTS } from './session';

type HarnessOptions = { values: FieldValues; schema?: z.ZodType<FieldValues, FieldValues>; initLists?: Record<string, unknown> };

/**
 * A field inside a real entity form, as a screen would use it; `values()` reads what the form
 * holds, the way a save would send it.
 */
export function renderField(field: ReactElement, { values, schema = z.looseObject({}), initLists = {} }: HarnessOptions) {
  fakeApi({ 'GET /api/list-settings': { status: 200, body: TABLE_LISTS }, 'GET /api/inits-json': { status: 200, body: initLists } });
  let read: () => FieldValues = () => ({});
  function Harness() {
    const entity = useEntityForm({
      schema,
      initial: values,
      save: async () => undefined,
      texts: { saved: 'Salvato', unchanged: 'Invariato', invalid: 'Non valido' },
    });
    read = () => entity.form.getValues();
    return (
      <EntityForm state={entity}>
        {field}
        <FormActions state={entity} />
      </EntityForm>
    );
  }
  const rendered = renderWithRouter(<Harness />);
  return { ...rendered, values: () => read() };
}
