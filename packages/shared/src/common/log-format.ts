import { logEntityLabel } from './log-entities';

/** Registro Attività (spec 02 §4): the HTTP verb recorded as action, with the phrase shown. */
export const LOG_ACTION_LABELS = {
  post: 'Inserimento',
  patch: 'Modifica Dati',
  delete: 'Eliminazione',
  get: 'Visualizzazione',
  put: 'Aggiornamento',
} as const;

export type LogAction = keyof typeof LOG_ACTION_LABELS;
export const LOG_ACTIONS = Object.keys(LOG_ACTION_LABELS) as [LogAction, ...LogAction[]];

/** Views are kept (who looked at whose data) but hidden unless asked for. */
export const LOG_VIEW_ACTION: LogAction = 'get';

export const LOG_ACTION_OPTIONS = LOG_ACTIONS.map((value) => ({ value, label: LOG_ACTION_LABELS[value] }));

const actionLabel = (action: string) => LOG_ACTION_LABELS[action.toLowerCase() as LogAction] ?? action;

/** 'Eliminazione Operatore': the action phrase with the entity label, as the log screens show it. */
export const logActionPhrase = (action: string, entity: string) => `${actionLabel(action)} ${logEntityLabel(entity)}`;

/**
 * The outcome class of a logged call by its status code (spec 02 §2, tab 19). A key, never shown:
 * the screens say the class in Italian (LOG_OUTCOMES), one word beside the code.
 */
type LogStatusClass = 'Success' | 'Client Error' | 'Server Error' | 'N/A';

function logStatusClass(code: number | null | undefined): LogStatusClass {
  if (code == null) return 'N/A';
  if (code >= 200 && code < 300) return 'Success';
  if (code >= 400 && code < 500) return 'Client Error';
  if (code >= 500) return 'Server Error';
  return 'N/A';
}

/** The outcome in words for operators, and its badge colour, by status class. */
export const LOG_OUTCOMES = {
  Success: { label: 'Riuscita', color: 'green' },
  'Client Error': { label: 'Rifiutata', color: 'orange' },
  'Server Error': { label: 'Errore del server', color: 'red' },
  'N/A': { label: 'Esito non registrato', color: 'gray' },
} as const satisfies Record<LogStatusClass, { label: string; color: string }>;

export const logOutcome = (code: number | null | undefined) => LOG_OUTCOMES[logStatusClass(code)];

/**
 * The outcome filter of the Registro Attività: a call that succeeded (2xx), or one that did not (a
 * refusal or a server error, 4xx and 5xx). An entry without a code is in neither.
 */
export const LOG_OUTCOME_FILTER_LABELS = { success: 'Riuscita', failure: 'Non riuscita' } as const;
export type LogOutcomeFilter = keyof typeof LOG_OUTCOME_FILTER_LABELS;
export const LOG_OUTCOME_FILTERS = Object.keys(LOG_OUTCOME_FILTER_LABELS) as [LogOutcomeFilter, ...LogOutcomeFilter[]];
export const LOG_OUTCOME_FILTER_OPTIONS = LOG_OUTCOME_FILTERS.map((value) => ({ value, label: LOG_OUTCOME_FILTER_LABELS[value] }));
