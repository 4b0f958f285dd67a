/**
 * The shared rules of the pages the server still draws by hand (blog-markup.ts, home-markup.ts), as the app will
 * draw them, sent after the frame's (critical-css.ts) with each such page's own. Only those pages get them: a page
 * a remote renders with its own components would be restyled by them (`#sh-ssr a` over antd's buttons).
 */
export const MARKUP_CSS = [
  '#sh-ssr a{color:#4f46e5;text-decoration:none}',
  '#sh-ssr h1,#sh-ssr h2{margin:0;font-weight:600;color:rgba(0,0,0,.88)}',
  '#sh-ssr h2{font-size:20px;line-height:1.4;margin-bottom:.5em}',
  '#sh-ssr h1{font-size:30px;line-height:1.2667}',
  '#sh-ssr p{margin:0}',
  '#sh-ssr img{display:block;width:100%;height:100%;object-fit:cover}',
  '.sh-ssr-page{max-width:1200px;margin:0 auto;padding:24px 16px;width:100%;box-sizing:border-box}',
  '.sh-ssr-stack{display:flex;flex-direction:column;gap:24px}',
  '.sh-ssr-tight{display:flex;flex-direction:column;gap:8px}',
  '.sh-ssr-muted{color:rgba(0,0,0,.6)}',
  '.sh-ssr-tags{display:flex;flex-wrap:wrap;gap:8px;align-items:center}',
  '.sh-ssr-tag{display:inline-block;padding:0 7px;font-size:12px;line-height:20px;border-radius:4px;background:rgba(0,0,0,.04)}',
  '.sh-ssr-card{background:#fff;border:1px solid #f0f0f0;border-radius:8px;overflow:hidden}',
  '.sh-ssr-card-body{padding:16px;display:flex;flex-direction:column;gap:16px}',
  // antd's Card lets its cover run over the card's 1px border. The server's images are never smaller than the
  // app's copies (here 1px wider), so that the app's copy is not a later, larger paint (the page's LCP).
  '.sh-ssr-cover{aspect-ratio:16/9;background:rgba(0,0,0,.04);overflow:hidden;margin:-1px -2px 0 -1px;border-radius:8px 8px 0 0}',
  '.sh-ssr-clamp{display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden}',
  // A list's filters' place (search and the selects), as the remote's flex row wraps them.
  '.sh-ssr-filters{display:flex;flex-wrap:wrap;gap:8px;align-items:center}',
  '.sh-ssr-filters>input{font:inherit;color:inherit;flex:2 1 240px;min-width:0;box-sizing:border-box;height:32px;padding:0 11px;border:1px solid #d9d9d9;border-radius:8px;background:#fff}',
  '.sh-ssr-filters>span{box-sizing:border-box;height:32px;line-height:30px;padding:0 11px;border:1px solid #d9d9d9;border-radius:8px;background:#fff;color:rgba(0,0,0,.6);flex:1 1 180px;overflow:hidden;white-space:nowrap}',
  '.sh-ssr-narrow{max-width:760px}',
  '#sh-ssr h1.sh-ssr-post-title{font-size:38px;line-height:1.21;margin-bottom:.5em}',
  '#sh-ssr img.sh-ssr-post-cover{width:calc(100% + 1px);height:auto;aspect-ratio:16/9;border-radius:8px}',
  // The article body as the blog remote styles it (remotes/blog/src/pages/blog-post/article-styles.ts).
  '.sh-ssr-prose{font-size:17px;line-height:1.75;overflow-wrap:anywhere;margin-top:24px}',
  '.sh-ssr-prose h2{font-size:1.5em;margin:1.6em 0 .6em;line-height:1.3}',
  '.sh-ssr-prose h3{font-size:1.25em;margin:1.4em 0 .5em;line-height:1.3}',
  '#sh-ssr .sh-ssr-prose p,.sh-ssr-prose ul,.sh-ssr-prose ol{margin:0 0 1em}',
  '#sh-ssr .sh-ssr-prose img{max-width:100%;height:auto;border-radius:6px}',
  '.sh-ssr-prose a{text-decoration:underline}',
].join('');
