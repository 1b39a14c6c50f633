import { RICH_TEXT_LINK_SCHEMES, RICH_TEXT_TAGS } from '@empowerment/shared/information';
import type sanitizeHtml from 'sanitize-html';
import { onFirstUse } from '../../lib/on-first-use';

const sanitizer = onFirstUse<typeof sanitizeHtml>('sanitize-html');

/**
 * The information pages' HTML as it may be stored: only the tags of RICH_TEXT_TAGS, links only to
 * http(s), mailto and tel addresses, no attribute but a link's address (so no style, no event
 * handler), and no script, style or other element whose content would be code: those go with
 * their content. Links open in a new tab without giving it this page.
 */
export function cleanRichText(html: string): string {
  return sanitizer()(html, {
    allowedTags: [...RICH_TEXT_TAGS],
    allowedAttributes: { a: ['href', 'target', 'rel'] },
    allowedSchemes: [...RICH_TEXT_LINK_SCHEMES],
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template', 'title'],
    transformTags: {
      a: (tagName, attribs): sanitizeHtml.Tag => ({
        tagName,
        attribs: attribs.href ? { href: attribs.href, target: '_blank', rel: 'noopener noreferrer' } : {},
      }),
    },
    exclusiveFilter: (frame) => frame.tag === 'a' && !frame.attribs.href && !frame.text.trim(),
  }).trim();
}
