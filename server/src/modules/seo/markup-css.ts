/**
 * The base rules of the page the server still draws by hand (home-markup.ts), as the app draws it, sent after the
 * frame's (critical-css.ts) with the page's own. Only that page gets them: a page a remote renders with its own
 * components would be restyled by them (`#sh-ssr a` over antd's buttons).
 */
export const MARKUP_CSS = [
  '#sh-ssr a{color:#4f46e5;text-decoration:none}',
  '#sh-ssr h1,#sh-ssr h2{margin:0;font-weight:600;color:rgba(0,0,0,.88)}',
  '#sh-ssr h2{font-size:20px;line-height:1.4;margin-bottom:.5em}',
  '#sh-ssr h1{font-size:30px;line-height:1.2667}',
  '#sh-ssr p{margin:0}',
  '#sh-ssr img{display:block;width:100%;height:100%;object-fit:cover}',
].join('');
