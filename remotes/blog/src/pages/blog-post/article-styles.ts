/**
 * How a post's body reads: the tags the server's allow-list keeps (headings, lists, quotes, code, links, images,
 * tables), sized for reading on a phone too. Colours follow antd's CSS variables, so dark mode fits.
 */
export const articleStyles = `
.skillhub-article { font-size: 17px; line-height: 1.75; overflow-wrap: anywhere; margin-top: 24px; }
.skillhub-article h2 { font-size: 1.5em; margin: 1.6em 0 0.6em; line-height: 1.3; }
.skillhub-article h3 { font-size: 1.25em; margin: 1.4em 0 0.5em; line-height: 1.3; }
.skillhub-article p, .skillhub-article ul, .skillhub-article ol { margin: 0 0 1em; }
.skillhub-article img { max-width: 100%; height: auto; border-radius: 6px; }
.skillhub-article blockquote { margin: 1.2em 0; padding: 0.2em 1em; border-inline-start: 4px solid #1677ff; opacity: 0.9; }
.skillhub-article pre { overflow-x: auto; padding: 12px 16px; border-radius: 6px; background: rgba(127, 127, 127, 0.12); font-size: 14px; }
.skillhub-article code { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 0.9em; }
.skillhub-article table { border-collapse: collapse; display: block; overflow-x: auto; margin: 0 0 1em; }
.skillhub-article th, .skillhub-article td { border: 1px solid rgba(127, 127, 127, 0.35); padding: 6px 10px; text-align: start; }
.skillhub-article a { text-decoration: underline; }
`;
