import type { ReactNode } from 'react';
import { FormProvider, type UseFormReturn } from 'react-hook-form';
import { FieldLabelsContext, type FieldLabels } from './field-labels';
import { StaleAlert } from './stale-alert';
import type { StaleNotice } from './use-entity-form';

type EntityFormProps = {
  /** What useEntityForm returned. */
  state: {
    // The form's value types do not matter to the wrapper; its fields are typed where they are used.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    form: UseFormReturn<any, any, any>;
    submit: () => Promise<void>;
    fieldLabels?: FieldLabels;
    stale?: StaleNotice | null;
  };
  children: ReactNode;
  'aria-label'?: string;
};

/**
 * The <form> of useEntityForm: its fields find the form by context, so they need only a name, and
 * tell it their labels. A save refused as stale shows its notice above them.
 */
export function EntityForm({ state, children, ...props }: EntityFormProps) {
  return (
    <FormProvider {...state.form}>
      <FieldLabelsContext.Provider value={state.fieldLabels ?? null}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void state.submit();
          }}
          {...props}
        >
          {/* beside the fields, never around them: they keep their place (and state) when it comes and goes */}
          {state.stale && <StaleAlert notice={state.stale} />}
          {children}
        </form>
      </FieldLabelsContext.Provider>
    </FormProvider>
  );
}
