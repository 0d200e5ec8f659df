const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Makes any value safe inside HTML text and inside quoted attribute values (and in SVG, which is XML). */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (character) => ENTITIES[character]);
}

/**
 * The frame of every HTML document the server writes (the pages' shell, the development sign-in pages, the mails):
 * English unless `lang` says otherwise (a Spanish mail), UTF-8, sized for phones. `head` holds the rest of the head;
 * `body` is the whole body element.
 */
export function htmlDocument(head: string, body: string, lang: 'en' | 'es' = 'en'): string {
  return `<!DOCTYPE html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${head}
</head>
${body}
</html>`;
}
