import { z } from 'zod';
import { recordMeta } from '../common/record';
import { safeText } from '../common/safe-text';

export const USEFUL_INFO_MSG = {
  contentRequired: 'Il testo della pagina non può essere vuoto',
  contentTooLong: 'Il testo è troppo lungo (massimo 50.000 caratteri)',
  saved: 'Informazioni utili salvate',
  unchanged: 'Nessuna modifica rilevata',
  loadError: 'Impossibile caricare le informazioni utili',
  linkNotAllowed: 'Indirizzo non valido: deve iniziare con https://, http://, mailto: o tel:',
} as const;

/** The stored HTML, after the server's cleaning, at most this long. */
export const USEFUL_INFO_MAX = 50_000;

/** PUT /api/auth/useful-info/{id}: the page's HTML (the server keeps only what RICH_TEXT_TAGS allow). */
export const UsefulInfoInputSchema = z.object({
  content: z
    .string({ message: USEFUL_INFO_MSG.contentRequired })
    .max(USEFUL_INFO_MAX, USEFUL_INFO_MSG.contentTooLong)
    .check(safeText())
    .refine((html) => html.replace(/<[^>]*>/g, '').trim() !== '', USEFUL_INFO_MSG.contentRequired),
});
export type UsefulInfoInput = z.infer<typeof UsefulInfoInputSchema>;

export const UsefulInfoSchema = z.object({ content: z.string(), ...recordMeta });
export type UsefulInfo = z.infer<typeof UsefulInfoSchema>;

/** The page of a fresh installation, until an administrator writes the programme's own. */
export const USEFUL_INFO_DEFAULT = [
  '<h2>Contatti del programma</h2>',
  '<p>Qui gli amministratori indicano i recapiti della segreteria del programma, gli orari e i referenti di ciascun municipio.</p>',
  '<ul><li><p><strong>Segreteria</strong>: telefono ed email da indicare</p></li><li><p><strong>Orari</strong>: da indicare</p></li></ul>',
  '<h2>Numeri utili</h2>',
  '<ul>',
  '<li><p><strong>Numero antiviolenza e stalking</strong> (gratuito, attivo 24 ore su 24): <a href="tel:1522">1522</a>, anche in chat su <a href="https://www.1522.eu">www.1522.eu</a></p></li>',
  '<li><p><strong>Numero unico di emergenza</strong>: <a href="tel:112">112</a></p></li>',
  '</ul>',
  '<h2>Link utili</h2>',
  '<ul>',
  '<li><p><a href="https://www.garanteprivacy.it">Garante per la protezione dei dati personali</a></p></li>',
  '<li><p><a href="https://www.inps.it">INPS: prestazioni e servizi</a></p></li>',
  '</ul>',
].join('');
