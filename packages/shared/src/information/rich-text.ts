/**
 * What the rich text of the information pages may hold, for the editor's toolbar and for the
 * server, which keeps only this on save (anything else is dropped, its text kept where it is text).
 */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'a',
  'blockquote',
  'hr',
] as const;
/** Links may lead to a web page, an e-mail or a phone number: nothing that runs. */
export const RICH_TEXT_LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;

/** Whether a link's address is one the pages keep (the editor refuses the others as they are typed). */
export function isAllowedLink(href: string): boolean {
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(href.trim());
  return match !== null && (RICH_TEXT_LINK_SCHEMES as readonly string[]).includes(match[1].toLowerCase());
}
