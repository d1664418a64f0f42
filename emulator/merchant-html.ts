/**
 * The merchant's rich-text fields (a product's or category's description, a web page's
 * content, a blog post) are HTML on the platform; the demo data keeps plain text, written
 * out as paragraphs, escaped.
 */
export function htmlParagraph(text: string): string {
  return `<p>${text.replace(/[&<>"']/g, (character) => ENTITIES[character]!)}</p>`;
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
