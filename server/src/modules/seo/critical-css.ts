/**
 * The few rules the server-rendered content of a public page needs to look as the app will draw it (antd's
 * light theme tokens from shared/src/theme.ts: font, colours, radius; the public layout's fixed 64 px header and
 * the pages' own widths and paddings), so that the app taking over moves nothing. Inline in the page's <head>:
 * it paints before any style sheet or script arrives. The policy's style-src already allows inline styles
 * (antd's CSS-in-JS needs them).
 */
export const CRITICAL_CSS = [
  "body{margin:0;min-width:320px;background:#f5f6fb;color:rgba(0,0,0,.88);font-size:14px;line-height:1.5714;font-family:Inter,system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans','Noto Sans Devanagari','Helvetica Neue',Arial,sans-serif}",
  '.sh-ssr-header{position:fixed;inset:0 0 auto 0;z-index:1000;height:64px;background:#fff;border-bottom:1px solid #f0f0f0;box-sizing:border-box}',
  '.sh-ssr-header>div{max-width:1200px;margin:0 auto;padding:0 24px;height:100%;display:flex;align-items:center;box-sizing:border-box}',
  '.sh-ssr-header a{font-weight:700;font-size:20px;color:#4f46e5;text-decoration:none}',
  '.sh-ssr-main{padding-top:64px;min-height:100vh;box-sizing:border-box}',
  // The shell's own visually-hidden rule (shell/src/styles/shell.css), needed before the shell's styles arrive.
  '.sh-visually-hidden{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}',
  '#sh-ssr a{color:#4f46e5;text-decoration:none}',
  '#sh-ssr h1,#sh-ssr h2{margin:0;font-weight:600;color:rgba(0,0,0,.88)}',
  '#sh-ssr h2{font-size:20px;line-height:1.4;margin-bottom:.5em}',
  '#sh-ssr h1{font-size:30px;line-height:1.2667}',
  '#sh-ssr p{margin:0}',
  '#sh-ssr img{display:block;width:100%;height:100%;object-fit:cover}',
  '.sh-ssr-page{max-width:1200px;margin:0 auto;padding:24px 16px;width:100%;box-sizing:border-box}',
  '.sh-ssr-wide{max-width:1280px}',
  '.sh-ssr-stack{display:flex;flex-direction:column;gap:24px}',
  '.sh-ssr-tight{display:flex;flex-direction:column;gap:8px}',
  '.sh-ssr-muted{color:rgba(0,0,0,.6)}',
  '.sh-ssr-lead{font-size:16px}',
  '.sh-ssr-tags{display:flex;flex-wrap:wrap;gap:8px;align-items:center}',
  '.sh-ssr-tag{display:inline-block;padding:0 7px;font-size:12px;line-height:20px;border-radius:4px;background:rgba(0,0,0,.04)}',
  '.sh-ssr-card{background:#fff;border:1px solid #f0f0f0;border-radius:8px;overflow:hidden}',
  '.sh-ssr-card-head{padding:0 24px;min-height:56px;display:flex;align-items:center;font-weight:600;font-size:16px;border-bottom:1px solid #f0f0f0}',
  '.sh-ssr-card-body{padding:16px;display:flex;flex-direction:column;gap:16px}',
  '.sh-ssr-price{display:flex;flex-wrap:wrap;gap:8px;align-items:baseline}',
  '.sh-ssr-price strong{font-size:18px;font-weight:600}',
  '.sh-ssr-price-lg strong{font-size:28px}',
  '.sh-ssr-price s{color:rgba(0,0,0,.6)}',
  '.sh-ssr-off{padding:0 7px;font-size:12px;line-height:20px;border-radius:4px;background:#f6ffed;color:#237804}',
  '.sh-ssr-button{display:block;text-align:center;height:40px;line-height:40px;border-radius:8px;font-size:16px;background:#4f46e5;color:#fff!important}',
  '.sh-ssr-list{list-style:none;margin:0;padding:0;display:grid;gap:8px}',
  '.sh-ssr-list li{display:flex;gap:8px}',
  '.sh-ssr-list li>span{color:#52c41a}',
  '.sh-ssr-roomy{padding:24px}',
  '.sh-ssr-course{display:grid;gap:24px 32px;grid-template-columns:minmax(0,1fr)}',
  '.sh-ssr-side{order:-1}',
  '.sh-ssr-course>.sh-ssr-intro{order:-2}',
  '@media (min-width:992px){.sh-ssr-course{grid-template-columns:minmax(0,2fr) minmax(0,1fr)}.sh-ssr-side{order:0;grid-column:2;grid-row:1/span 3}.sh-ssr-course>*{grid-column:1}.sh-ssr-course>.sh-ssr-side{grid-column:2}}',
  '.sh-ssr-grid{display:grid;gap:16px;grid-template-columns:minmax(0,1fr)}',
  '@media (min-width:576px){.sh-ssr-grid{grid-template-columns:repeat(2,minmax(0,1fr))}}',
  '@media (min-width:992px){.sh-ssr-grid{grid-template-columns:repeat(3,minmax(0,1fr))}}',
  '@media (min-width:1200px){.sh-ssr-grid{grid-template-columns:repeat(4,minmax(0,1fr))}}',
  // antd's Card lets its cover run over the card's 1px border. The server's images are never smaller than the
  // app's copies (here 1px wider), so that the app's copy is not a later, larger paint (the page's LCP).
  '.sh-ssr-cover{aspect-ratio:16/9;background:rgba(0,0,0,.04);overflow:hidden;margin:-1px -2px 0 -1px;border-radius:8px 8px 0 0}',
  '#sh-ssr .sh-ssr-grid h2{font-size:16px;line-height:1.5;margin:0}',
  '.sh-ssr-grid .sh-ssr-card{width:100%;overflow:visible}',
  '.sh-ssr-clamp{display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden}',
  // The catalogue's filters' place (search, category, sort), as the remote's flex row wraps them.
  '.sh-ssr-filters{display:flex;flex-wrap:wrap;gap:8px;align-items:center}',
  '.sh-ssr-filters>span{box-sizing:border-box;height:32px;line-height:30px;padding:0 11px;border:1px solid #d9d9d9;border-radius:8px;background:#fff;color:rgba(0,0,0,.6);flex:1 1 180px;overflow:hidden;white-space:nowrap}',
  '.sh-ssr-filters>span:first-child{flex:2 1 240px}',
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
