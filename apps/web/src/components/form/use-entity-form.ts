import { useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldErrors, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { notify } from '../toast';
import { isStaleSave } from '../../lib/api-client';
import { useErrorHandler } from '../../lib/error-handler';
import { changedKeys, rebaseEdits } from '../../lib/form-diff';
import { applyServerFieldErrors } from '../../lib/server-field-errors';
import { DraftNameContext, takeDraft, useUnsavedChanges } from '../../lib/unsaved-changes';
import { MSG } from '@empowerment/shared';
import type { FieldLabels } from './field-labels';
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

/** A stored record the form edits: the version its saves go against, and how to catch up with another's change. */
export type EditedRecord<Rec, In> = {
  /** The record as the form opened it. */
  loaded: Rec;
  /** Its current version, read from the server after a save refused as stale. */
  current: () => Promise<Rec>;
  /** A version's values in the form (the form opens with `initial`, which is toForm(loaded)). */
  toForm: (record: Rec) => In;
};

/**
 * A save refused because another operator saved the record since it was opened: what the form
 * shows until she loads the current version (spec: nothing she typed is lost).
 */
export type StaleNotice = {
  /** Labels of the fields the other operator changed; null while the current version loads. */
  theirs: string[] | null;
  /** Those of them she changed too: her value stays. */
  both: string[];
  /** Loads the current version as the form's base, keeping her edits over it. */
  reload: () => Promise<void>;
  reloading: boolean;
};

type AnySchema = z.ZodType<FieldValues, FieldValues>;

export type UseEntityFormOptions<S extends AnySchema, Rec> = {
  /** The shared schema the server validates the payload with. */
  schema: S;
  /** The form's starting values: the loaded record's, or the empty form. */
  initial: z.input<S>;
  /**
   * The stored record edited, if any: `save` gets the version to save over (the loaded one, or
   * the current one once she reloaded after a stale save).
   */
  record?: EditedRecord<Rec, z.input<S>> | null;
  /**
   * The form edits loaded data (default: when it has a `record`): a save with nothing changed
   * against `initial` is skipped, shows `texts.unchanged` and counts as success.
   */
  edits?: boolean;
  /** The fields on screen: compared for changes and able to show a server's message. Default: every key of `initial`. */
  fields?: readonly Path<z.input<S>>[];
  /** Labels of the fields, for the hint that says what keeps the save disabled. */
  labels?: Partial<Record<Path<z.input<S>>, string>>;
  /**
   * The call; it should reload what it changed (see useSavingMutation). `base` is the version of
   * `record` the values were edited from: an update sends it (RequestOptions.loaded).
   */
  save: (values: z.output<S>, base: Rec | null) => Promise<unknown>;
  texts: EntityFormTexts<z.input<S>>;
  /** After a success (or an unchanged save): close, start again... The form stays busy until it settles. */
  onSaved?: (outcome: SaveOutcome) => void | Promise<void>;
  /**
   * The form's name on its page, to keep what she typed if her session ends while she is typing:
   * signing in again brings her back to the page, and the form opens with her text (see hasDraft).
   */
  draftName?: string;
};

/**
 * The save cycle of every form (spec 02 §4): field errors appear once a field was touched (changed
 * or left) or a save was tried, and then follow each change; nothing changed -> the info text, no call; server
 * field messages land on the fields, any other failure goes through the error handler; the
 * success text; then onSaved. The submit button is enabled only while the values pass the schema.
 *
 * A save refused as stale (another operator saved the record since) keeps the form and what she
 * typed, and gives a `stale` notice naming the fields the other changed; its reload makes the
 * current version the base, with her edits carried over, so that her next save goes through.
 */
export function useEntityForm<S extends AnySchema, Rec = never>({
  schema,
  initial,
  record,
  edits = record != null,
  fields,
  labels = {},
  save,
  texts,
  onSaved,
  draftName: ownDraftName,
}: UseEntityFormOptions<S, Rec>) {
  // a form in a row editor's modal is named by it, unless it names itself
  const rowDraftName = useContext(DraftNameContext);
  const draftName = ownDraftName ?? rowDraftName;
  type In = z.input<S>;
  type Out = z.output<S>;
  // the version the form stands on and its values: what a save is compared with and sent against
  const [defaults, setDefaults] = useState(() => initial);
  const [base, setBase] = useState<Rec | null>(() => record?.loaded ?? null);
  const [stale, setStale] = useState<{ current: Rec | null; theirs: string[] | null; both: string[] } | null>(null);
  const [reloading, setReloading] = useState(false);
  const [fieldLabels] = useState<FieldLabels>(() => new Map());
  // a comparison still loading must not bring back a notice that a reload or a save has closed
  const staleRound = useRef(0);
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(schema),
    // In is a DefaultValues<In> (every field given); the compiler cannot see it through the schema's type parameter
    defaultValues: defaults as DefaultValues<In>,
    // A field is judged once the user has been in it: after her first change or when she leaves
    // it (spec 01 §5), never before; after a tried save every change is judged again.
    mode: 'all',
    reValidateMode: 'onChange',
  });
  const handleError = useErrorHandler();
  const [saving, setSaving] = useState(false);
  // a save's last step (her list read again, say) may end after the form is gone: nothing to update then
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const check = useSchemaCheck(form.control, schema);
  // leaving the screen while she has changes not saved asks first (UnsavedChangesGuard)
  const saved = useUnsavedChanges(form.formState.isDirty, draftName ? { name: draftName, values: form.getValues } : undefined);
  // back after her session ended: what she had typed, over the record as it was opened
  useEffect(() => {
    const draft = draftName ? takeDraft(draftName) : null;
    if (draft && typeof draft === 'object') {
      form.reset({ ...defaults, ...draft } as In, { keepDefaultValues: true });
      notify('info', MSG.draftRestored);
    }
    // once, when the form opens
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const onScreen = useMemo(() => fields ?? (Object.keys(defaults) as Path<In>[]), [fields, defaults]);

  const finish = useCallback(
    async (outcome: SaveOutcome) => {
      setSaving(true);
      try {
        await onSaved?.(outcome);
      } finally {
        if (mounted.current) setSaving(false);
      }
    },
    [onSaved],
  );

  // the fields' own labels first (in the order of the form), then the declared ones
  const labelsOf = (names: readonly string[]) => {
    const all = [...fieldLabels, ...(Object.entries(labels) as [string, string | undefined][])];
    return [...new Set(all.flatMap(([name, label]) => (label && names.includes(name) ? [label] : [])))];
  };

  /** After a stale save: which fields the other operator changed, from the current version. */
  const compareWithCurrent = async (edited: In) => {
    if (!record) return;
    const round = ++staleRound.current;
    setStale({ current: null, theirs: null, both: [] });
    try {
      const current = await record.current();
      const next = record.toForm(current);
      const keys = Object.keys({ ...defaults, ...next });
      const theirs = changedKeys(defaults, next, keys);
      const mine = changedKeys(defaults, edited, keys);
      if (round !== staleRound.current) return;
      setStale({ current, theirs: labelsOf(theirs), both: labelsOf(theirs.filter((key) => mine.includes(key))) });
    } catch {
      // the notice stands without the list; its reload tries again
      if (round === staleRound.current) setStale({ current: null, theirs: [], both: [] });
    }
  };

  const reload = async () => {
    if (!record) return;
    staleRound.current++;
    setReloading(true);
    try {
      const current = stale?.current ?? (await record.current());
      const next = record.toForm(current);
      const values = rebaseEdits(defaults, form.getValues(), next);
      setDefaults(next);
      setBase(current);
      setStale(null);
      form.reset(values);
    } catch (error) {
      handleError(error);
    } finally {
      setReloading(false);
    }
  };

  const onValid = async (values: Out) => {
    if (edits && changedKeys(defaults, form.getValues(), onScreen).length === 0) {
      notify('info', texts.unchanged);
      return finish({ changed: false });
    }
    setSaving(true);
    try {
      await save(values, base);
    } catch (error) {
      setSaving(false);
      // the notice in the form is the message: no toast
      if (record && isStaleSave(error)) return compareWithCurrent(form.getValues());
      // only the fields on screen can show a message; anything else becomes a toast
      if (!applyServerFieldErrors(error, form.setError, onScreen)) handleError(error);
      return;
    }
    staleRound.current++;
    setStale(null);
    // what she typed is stored: nothing left to lose, whatever onSaved does next (close, open the new record...)
    saved();
    form.reset(form.getValues(), { keepErrors: true, keepTouched: true, keepIsSubmitted: true, keepSubmitCount: true });
    notify('success', texts.saved);
    return finish({ changed: true });
  };

  const onInvalid = (errors: FieldErrors<In>) =>
    notify('warning', typeof texts.invalid === 'function' ? texts.invalid(errors) : texts.invalid);

  // in the order of the labels, which is the order of the form
  const missing = Object.entries(labels).flatMap(([name, label]) => (check.invalidFields.includes(name) && label ? [label as string] : []));

  const staleNotice: StaleNotice | null = stale && { theirs: stale.theirs, both: stale.both, reload, reloading };

  return {
    form,
    submit: form.handleSubmit(onValid, onInvalid),
    saving,
    valid: check.valid,
    /** Labels of the fields that keep the save disabled. */
    missing,
    /** The version of `record` the form stands on. */
    base,
    /** Set while a save was refused as stale and she has not reloaded yet. */
    stale: staleNotice,
    /** Where the form's fields tell their labels (EntityForm provides it). */
    fieldLabels,
  };
}
