/** Formatting rules of spec 01 §3, used by the web app and the exports. */
import { isZeroDate } from './dates';

/** A date to show, or null for none (the zero date counts as none). */
export function parseDate(value: string | Date | null | undefined): Date | null {
  if (value == null || value === '') return null;
  if (isZeroDate(value)) return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** A yes-or-no field as the screens, the exports and the cards write it. */
export const yesNo = (value: boolean) => (value ? 'Sì' : 'No');

/**
 * An Intl formatter made on its first use and kept: making one loads its locale's data (tens of
 * milliseconds on a slow phone, at the load of every screen that imports this file), and a list
 * formats each of its rows with the same one.
 */
const keptFormat = <F>(make: () => F) => {
  let made: F | undefined;
  return () => (made ??= make());
};
const twoDigits = (n: number) => String(n).padStart(2, '0');
/**
 * dd/mm/yyyy in local time, as Intl's it-IT writes it, written out rather than asked of Intl: the
 * first date formatter a page makes costs a slow phone some 50 ms in the middle of the record's
 * first render (bench M6, decision 0060).
 */
const day = (d: Date) => `${twoDigits(d.getDate())}/${twoDigits(d.getMonth() + 1)}/${d.getFullYear()}`;
const euroFormat = keptFormat(
  () =>
    new Intl.NumberFormat('it-IT', {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      useGrouping: true,
    }),
);

export function formatDate(value: string | Date | null | undefined, fallback = ''): string {
  const d = parseDate(value);
  return d ? day(d) : fallback;
}

export function formatDateTime(value: string | Date | null | undefined, fallback = ''): string {
  const d = parseDate(value);
  return d ? `${day(d)}, ${twoDigits(d.getHours())}:${twoDigits(d.getMinutes())}` : fallback;
}

export function formatEuro(value: number | string | null | undefined): string {
  if (value == null || value === '') return '';
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? euroFormat().format(n) : '';
}

export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const units = ['Bytes', 'KB', 'MB', 'GB'];
  const i = Math.min(units.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  const n = bytes / 1024 ** i;
  return `${i === 0 ? n : Number(n.toFixed(2))} ${units[i]}`;
}

export function ageOn(birth: string | Date | null | undefined, today = new Date()): number | null {
  const d = parseDate(birth);
  if (!d) return null;
  let age = today.getFullYear() - d.getFullYear();
  const m = today.getMonth() - d.getMonth();
  if (m < 0 || (m === 0 && today.getDate() < d.getDate())) age--;
  return age;
}

export const AGE_BANDS = ['<18', '18-24', '25-29', '30-34', '35-39', '40-44', '45-49', '50-54', '55-59', '60-64', '65+'] as const;
export function ageBand(age: number): (typeof AGE_BANDS)[number] {
  if (age < 18) return '<18';
  if (age < 25) return '18-24';
  if (age >= 65) return '65+';
  const low = Math.floor(age / 5) * 5;
  return `${low}-${low + 4}` as (typeof AGE_BANDS)[number];
}

const STATUS_COLORS: Record<string, string> = { Attivo: 'green', Completato: 'blue', Interrotto: 'red', Pianificato: 'yellow' };
export const statusColor = (status: string | null | undefined) => STATUS_COLORS[status ?? ''] ?? 'gray';

export const BADGE_COLORS = [
  'red',
  'pink',
  'grape',
  'violet',
  'indigo',
  'blue',
  'cyan',
  'teal',
  'green',
  'lime',
  'yellow',
  'orange',
  'gray',
  'dark',
  'brown',
  'navy',
  'olive',
] as const;
/** One of 17 colours, chosen by the sum of the text's character codes. */
export function textBadgeColor(text: string): (typeof BADGE_COLORS)[number] {
  let sum = 0;
  for (const ch of text) sum += ch.codePointAt(0) ?? 0;
  return BADGE_COLORS[sum % BADGE_COLORS.length];
}
