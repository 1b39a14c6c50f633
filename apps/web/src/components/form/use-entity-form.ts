import { useCallback, useMemo, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldErrors, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { notify } from '../toast';
import { useErrorHandler } from '../../lib/error-handler';
import { changedKeys } from '../../lib/form-diff';
import { applyServerFieldErrors } from '../../lib/server-field-errors';
import { useSchemaCheck } from './use-schema-valid';

export type EntityFormTexts<In extends FieldValues> = {
  /** Success toast after the save. */
  saved: string;
  /** Info shown instead of saving when nothing changed ('Nessuna modifica rilevata' or '... da salvare'). */
  unchanged: string;
  /** Warning when a save is tried on an invalid form; a function picks it from the errors. */
  invalid: string | ((errors: FieldErrors<In>) => string);
};

export type SaveOutcome = { changed: boolean };

type AnySchema = z.ZodType<FieldValues, FieldValues>;

export type UseEntityFormOptions<S extends AnySchema> = {
  /** The shared schema the server validates the payload with. */
  schema: S;
  /** The form's starting values: the loaded record, or the empty form. */
  initial: z.input<S>;
  /**
   * The form edits loaded data: a save with nothing changed against `initial` is skipped, shows
   * `texts.unchanged` and counts as success.
   */
  edits?: boolean;
  /** The fields on screen: compared for changes and able to show a server's message. Default: every key of `initial`. */
  fields?: readonly Path<z.input<S>>[];
  /** Labels of the fields, for the hint that says what keeps the save disabled. */
  labels?: Partial<Record<Path<z.input<S>>, string>>;
  /** The call; it should reload what it changed (see useSavingMutation). */
  save: (values: z.output<S>) => Promise<unknown>;
  texts: EntityFormTexts<z.input<S>>;
  /** After a success (or an unchanged save): close, start again... The form stays busy until it settles. */
  onSaved?: (outcome: SaveOutcome) => void | Promise<void>;
};

/**
 * The save cycle of every form (spec 02 §4): field errors appear once a field was touched (changed
 * or left) or a save was tried, and then follow each change; nothing changed -> the info text, no call; server
 * field messages land on the fields, any other failure goes through the error handler; the
 * success text; then onSaved. The submit button is enabled only while the values pass the schema.
 */
export function useEntityForm<S extends AnySchema>({
  schema,
  initial,
  edits = false,
  fields,
  labels = {},
  save,
  texts,
  onSaved,
}: UseEntityFormOptions<S>) {
  type In = z.input<S>;
  type Out = z.output<S>;
  const [defaults] = useState(() => initial);
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(schema as never) as unknown as Resolver<In, unknown, Out>,
    defaultValues: defaults as never,
    // A field is judged once the user has been in it: after her first change or when she leaves
    // it (spec 01 §5), never before; after a tried save every change is judged again.
    mode: 'all',
    reValidateMode: 'onChange',
  });
  const handleError = useErrorHandler();
  const [saving, setSaving] = useState(false);
  const check = useSchemaCheck(form.control, schema);
  const onScreen = useMemo(() => fields ?? (Object.keys(defaults) as Path<In>[]), [fields, defaults]);

  const finish = useCallback(
    async (outcome: SaveOutcome) => {
      setSaving(true);
      try {
        await onSaved?.(outcome);
      } finally {
        setSaving(false);
      }
    },
    [onSaved],
  );

  const onValid = async (values: Out) => {
    if (edits && changedKeys(defaults, form.getValues(), onScreen).length === 0) {
      notify('info', texts.unchanged);
      return finish({ changed: false });
    }
    setSaving(true);
    try {
      await save(values);
    } catch (error) {
      setSaving(false);
      // only the fields on screen can show a message; anything else becomes a toast
      if (!applyServerFieldErrors(error, form.setError, onScreen)) handleError(error);
      return;
    }
    notify('success', texts.saved);
    return finish({ changed: true });
  };

  const onInvalid = (errors: FieldErrors<In>) =>
    notify('warning', typeof texts.invalid === 'function' ? texts.invalid(errors) : texts.invalid);

  // in the order of the labels, which is the order of the form
  const missing = Object.entries(labels).flatMap(([name, label]) => (check.invalidFields.includes(name) && label ? [label as string] : []));

  return {
    form,
    submit: form.handleSubmit(onValid, onInvalid),
    saving,
    valid: check.valid,
    /** Labels of the fields that keep the save disabled. */
    missing,
  };
}
