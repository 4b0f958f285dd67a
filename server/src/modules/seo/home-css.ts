/**
 * The home page's layout (home-markup.ts) as the shell lays it out (shell/src/pages/home/index.tsx with antd's
 * light theme tokens from shared/src/theme.ts, shell/src/styles/shell.css for .sh-container and .sh-hero-title),
 * appended after the shared critical CSS. The grids are antd's Row and Col at the theme's breakpoints
 * (THEME_BREAKPOINTS: sm 600, md 900, lg 1200): equal columns with antd's gutters give the same widths as a CSS
 * grid with the same gaps.
 */
export const HOME_CSS = [
  '.sh-home-container{width:100%;max-width:1200px;margin:0 auto;padding:0 24px;box-sizing:border-box}',
  '@media (max-width:700px){.sh-home-container{padding:0 16px}}',
  // Hero: the gradient over the layout background, antd's Row gutter [48, 40], columns 14/10 from lg.
  '.sh-home-hero{background:radial-gradient(1200px 500px at 85% -10%,#f3f0ff,transparent),#f5f6fb;padding:72px 0 80px}',
  '.sh-home-hero-row{display:flex;flex-wrap:wrap;align-items:center;margin:0 -16px;row-gap:40px}',
  '.sh-home-hero-row>div{box-sizing:border-box;padding:0 16px;flex:0 0 100%;max-width:100%;min-width:0}',
  '@media (min-width:1200px){.sh-home-hero-main{flex:0 0 58.33333333%!important;max-width:58.33333333%!important}.sh-home-hero-side{flex:0 0 41.66666667%!important;max-width:41.66666667%!important}}',
  // Tags as antd 6 draws a coloured Tag: filled, no visible border.
  '.sh-home-tag{display:inline-block;box-sizing:border-box;font-size:12px;line-height:20px;padding:0 7px;border-radius:6px;border:1px solid transparent;white-space:nowrap}',
  '.sh-home-tag-lg{margin-bottom:20px;font-size:13px;padding:4px 10px;background:#e6f4ff;color:#0958d9}',
  '.sh-home-tag-count{background:#f0f5ff;color:#1d39c4}',
  '#sh-ssr h1.sh-home-title{font-size:clamp(2rem,5vw,3.25rem);line-height:1.15;margin:0;font-weight:700}',
  '#sh-ssr .sh-home-accent{color:#4f46e5}',
  '#sh-ssr p.sh-home-intro{font-size:18px;color:rgba(0,0,0,.65);margin:20px 0 32px;max-width:620px}',
  '.sh-home-actions{display:flex;flex-wrap:wrap;gap:12px}',
  '#sh-ssr .sh-home-button{display:inline-flex;align-items:center;justify-content:center;gap:8px;box-sizing:border-box;height:40px;padding:0 15px;font-size:16px;border-radius:10px;border:1px solid #d9d9d9;background:#fff;color:rgba(0,0,0,.88);white-space:nowrap;box-shadow:0 2px 0 rgba(0,0,0,.02)}',
  '#sh-ssr .sh-home-primary{background:#4f46e5;border-color:#4f46e5;color:#fff;box-shadow:0 2px 0 rgba(89,5,255,.06)}',
  '.sh-home-card{background:#fff;border:1px solid #f0f0f0;border-radius:10px;height:100%;box-sizing:border-box}',
  '.sh-home-raised{border-color:transparent;box-shadow:0 6px 16px 0 rgba(0,0,0,.08),0 3px 6px -4px rgba(0,0,0,.12),0 9px 28px 8px rgba(0,0,0,.05)}',
  '.sh-home-card-body{padding:24px}',
  '#sh-ssr h2.sh-home-card-title{font-size:24px;line-height:1.2667;margin:0 0 .5em}',
  '.sh-home-steps{list-style:none;padding:0;margin:0;display:flex;flex-direction:column;gap:14px}',
  '.sh-home-steps li{display:flex;gap:10px;align-items:flex-start}',
  '.sh-home-check{flex-shrink:0;display:inline-flex;margin-top:4px;color:#52c41a}',
  // Bands: headings as antd's Typography.Title level 2 and 3, intros as secondary paragraphs.
  '.sh-home-band{padding:64px 0}',
  '.sh-home-white{background:#fff}',
  '#sh-ssr .sh-home-band h2{font-size:30px;line-height:1.2667;margin:0 0 .5em}',
  '#sh-ssr .sh-home-band p.sh-home-band-intro{font-size:16px;margin-bottom:32px}',
  '.sh-home-secondary{color:rgba(0,0,0,.6)}',
  '#sh-ssr .sh-home-empty{text-align:center;padding:32px 0}',
  '#sh-ssr h3{margin:0;font-size:18px;line-height:1.3333;font-weight:600;color:rgba(0,0,0,.88)}',
  '.sh-home-grid{display:grid;gap:20px;grid-template-columns:minmax(0,1fr)}',
  '@media (min-width:600px){.sh-home-thirds{grid-template-columns:repeat(2,minmax(0,1fr))}}',
  '@media (min-width:1200px){.sh-home-thirds{grid-template-columns:repeat(3,minmax(0,1fr))}}',
  '@media (min-width:900px){.sh-home-areas{grid-template-columns:repeat(3,minmax(0,1fr))}}',
  '#sh-ssr a.sh-home-card-link{display:block;height:100%;color:inherit}',
  '.sh-home-card-top{display:flex;justify-content:space-between;align-items:flex-start;gap:12px}',
  '#sh-ssr p.sh-home-clamp{margin:12px 0 0;min-height:44px;display:-webkit-box;-webkit-line-clamp:3;-webkit-box-orient:vertical;overflow:hidden}',
  '#sh-ssr p.sh-home-tagline{margin:12px 0 0}',
  '.sh-home-more{display:inline-block;margin-top:12px;color:#4f46e5;font-weight:500}',
  // Why us: antd's Row gutter 24 with a 24px top margin; each reason an icon tile and its text.
  '#sh-ssr .sh-home-reasons{gap:24px;margin-top:24px}',
  '.sh-home-reason{display:flex;gap:16px;align-items:flex-start}',
  '.sh-home-icon{display:inline-grid;place-items:center;flex-shrink:0;width:44px;height:44px;border-radius:12px;font-size:20px;color:#4f46e5;background:#f3f0ff}',
  '#sh-ssr .sh-home-reason h3{font-size:17px;margin:0 0 6px}',
  // The contact band: a gradient card, its text and two buttons on one line where they fit, wrapped below.
  '.sh-home-contact{padding:56px 0 72px}',
  '.sh-home-contact-card{border-radius:10px;padding:36px 32px;background:linear-gradient(120deg,#4f46e5,#0ea5e9);color:#fff;display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:24px}',
  '#sh-ssr .sh-home-contact h2{color:#fff;margin:0;font-size:24px;line-height:1.2667;font-weight:700}',
  '#sh-ssr .sh-home-contact p{margin:8px 0 0;opacity:.9;font-size:16px}',
  '#sh-ssr .sh-home-light{background:#fff;color:#312e81;border-color:#fff}',
  '#sh-ssr .sh-home-ghost{background:transparent;color:#fff;border-color:rgba(255,255,255,.85);box-shadow:none}',
].join('');
