import { DOMParser as SchemaParser, DOMSerializer, Schema, type Node as DocNode } from 'prosemirror-model';
import { addListNodes } from 'prosemirror-schema-list';
import { isAllowedLink } from '@empowerment/shared/information';

/**
 * What the information pages' editor can write: exactly the tags the server keeps (RICH_TEXT_TAGS
 * in the shared package) — paragraphs, titles of three levels, lists, quotes, separators, line
 * breaks, bold, italic, underline, strikethrough and links to web pages, e-mails and phone numbers.
 * Anything else in a page it opens is read as its text.
 */
const base = new Schema({
  nodes: {
    doc: { content: 'block+' },
    paragraph: { content: 'inline*', group: 'block', parseDOM: [{ tag: 'p' }], toDOM: () => ['p', 0] },
    heading: {
      attrs: { level: { default: 2 } },
      content: 'inline*',
      group: 'block',
      defining: true,
      parseDOM: [2, 3, 4].map((level) => ({ tag: `h${level}`, attrs: { level } })),
      toDOM: (node) => [`h${node.attrs.level as number}`, 0],
    },
    blockquote: { content: 'block+', group: 'block', defining: true, parseDOM: [{ tag: 'blockquote' }], toDOM: () => ['blockquote', 0] },
    horizontal_rule: { group: 'block', parseDOM: [{ tag: 'hr' }], toDOM: () => ['hr'] },
    text: { group: 'inline' },
    hard_break: { inline: true, group: 'inline', selectable: false, parseDOM: [{ tag: 'br' }], toDOM: () => ['br'] },
  },
  marks: {
    link: {
      attrs: { href: {} },
      inclusive: false,
      parseDOM: [
        {
          tag: 'a[href]',
          getAttrs: (dom) => {
            const href = (dom as HTMLElement).getAttribute('href') ?? '';
            return isAllowedLink(href) ? { href } : false;
          },
        },
      ],
      toDOM: (mark) => ['a', { href: mark.attrs.href as string }, 0],
    },
    strong: { parseDOM: [{ tag: 'strong' }, { tag: 'b' }], toDOM: () => ['strong', 0] },
    em: { parseDOM: [{ tag: 'em' }, { tag: 'i' }], toDOM: () => ['em', 0] },
    underline: { parseDOM: [{ tag: 'u' }], toDOM: () => ['u', 0] },
    strike: { parseDOM: [{ tag: 's' }, { tag: 'del' }, { tag: 'strike' }], toDOM: () => ['s', 0] },
  },
});

export const richTextSchema = new Schema({
  nodes: addListNodes(base.spec.nodes, 'paragraph block*', 'block'),
  marks: base.spec.marks,
});

/**
 * The stored HTML as a document. Parsed in a document of its own, which runs nothing and loads
 * nothing (no image, no handler), before anything of it reaches the page.
 */
export function parseRichText(html: string): DocNode {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return SchemaParser.fromSchema(richTextSchema).parse(body);
}

/** The document as the HTML the server stores. */
export function richTextHtml(doc: DocNode): string {
  const holder = document.createElement('div');
  holder.appendChild(DOMSerializer.fromSchema(richTextSchema).serializeFragment(doc.content));
  return holder.innerHTML;
}
