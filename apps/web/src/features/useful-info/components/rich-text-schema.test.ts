import { describe, expect, it } from 'vitest';
import { RICH_TEXT_TAGS, USEFUL_INFO_DEFAULT } from '@empowerment/shared/information';
import { parseRichText, richTextHtml } from './rich-text-schema';

const roundTrip = (html: string) => richTextHtml(parseRichText(html));

describe("the information pages' editor reads and writes the tags the server keeps", () => {
  it('writes back the page of a fresh installation exactly as it is stored', () => {
    expect(roundTrip(USEFUL_INFO_DEFAULT)).toBe(USEFUL_INFO_DEFAULT);
  });

  it('keeps every kind of content the server allows', () => {
    const html =
      '<h2>Titolo</h2><h3>Sottotitolo</h3><h4>Terzo livello</h4><p><strong>grassetto</strong> <em>corsivo</em> <u>sottolineato</u> <s>barrato</s><br>a capo</p>' +
      '<ol><li><p>primo</p></li></ol><blockquote><p>citazione</p></blockquote><hr><p><a href="mailto:segreteria@example.org">scrivi</a></p>';
    expect(roundTrip(html)).toBe(html);
    // each tag it writes is one the server keeps
    const written = new Set([...roundTrip(html).matchAll(/<([a-z0-9]+)/g)].map((m) => m[1]));
    expect([...written].filter((tag) => !(RICH_TEXT_TAGS as readonly string[]).includes(tag))).toEqual([]);
  });

  it('reads b and i as bold and italic, and the attributes the server adds to a link are not written back', () => {
    expect(
      roundTrip('<p><b>uno</b> <i>due</i> <a href="https://www.example.org" target="_blank" rel="noopener noreferrer">sito</a></p>'),
    ).toBe('<p><strong>uno</strong> <em>due</em> <a href="https://www.example.org">sito</a></p>');
  });

  it('keeps the text of what it cannot hold, and no link that could run', () => {
    expect(
      roundTrip('<p>Sportello: <a href="javascript:alert(1)">apri</a><img src="x" onerror="alert(1)"></p><script>alert(1)</script>'),
    ).toBe('<p>Sportello: apri</p>');
  });
});
