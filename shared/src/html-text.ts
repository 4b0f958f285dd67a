/**
 * The visible text of a rich-text (HTML) value. Used by the 'Overview cannot be empty' rule on both the
 * server and the client, so it must not need a DOM: `<p></p>` or `<p>&nbsp;</p>` from an emptied editor
 * counts as empty.
 */

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntity(entity: string, body: string): string {
  if (body.startsWith('#')) {
    const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  }
  return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
}

export function htmlToText(html: string): string {
  return (
    html
      // Script and style bodies are not text a reader sees.
      .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
      // Tags become spaces so that words in adjacent blocks do not run together.
      .replace(/<[^>]*>/g, ' ')
      .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, decodeEntity)
      .replace(/\s+/g, ' ')
      .trim()
  );
}
