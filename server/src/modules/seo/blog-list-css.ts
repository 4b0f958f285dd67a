/**
 * The blog list's layout (blog-markup.ts) as the blog remote lays it out (remotes/blog/src/pages/blog-list and
 * posts/post-card.tsx): antd's Row with a 16px gutter and columns of 24, 12 from md and 8 from lg at the theme's
 * breakpoints (THEME_BREAKPOINTS: md 900, lg 1200), each post a default antd Card (24px padding) with its cover.
 */
export const BLOG_LIST_CSS = [
  // antd's Title level 1, as the remote's heading is.
  '#sh-ssr h1{font-size:38px;line-height:1.21}',
  // The search box keeps SearchInput's own 360px limit here (the catalogue lifts it).
  '#sh-ssr .sh-ssr-filters>input{max-width:360px}',
  '.sh-ssr-posts{display:grid;gap:16px;grid-template-columns:minmax(0,1fr)}',
  '@media (min-width:900px){.sh-ssr-posts{grid-template-columns:repeat(2,minmax(0,1fr))}}',
  '@media (min-width:1200px){.sh-ssr-posts{grid-template-columns:repeat(3,minmax(0,1fr))}}',
  '.sh-ssr-post-card{width:100%;display:flex;flex-direction:column;overflow:visible}',
  '.sh-ssr-post-card .sh-ssr-card-body{padding:24px}',
  '#sh-ssr .sh-ssr-posts h2{font-size:18px;line-height:1.35;margin:0}',
  '.sh-ssr-clamp3{display:-webkit-box;-webkit-line-clamp:3;-webkit-box-orient:vertical;overflow:hidden}',
  '.sh-ssr-tag-blue{background:#e6f4ff;color:#0958d9}',
].join('');
