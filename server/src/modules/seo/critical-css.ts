/**
 * The few rules the frame around a server-rendered page needs (page-frame.ts: the public layout's fixed 64 px
 * header, the chat button, the page's place under the header), in antd's light theme tokens from
 * shared/src/theme.ts (font, colours, radius), so that the app taking over moves nothing. Inline in the page's
 * <head>: it paints before any style sheet or script arrives. The policy's style-src already allows inline styles
 * (antd's CSS-in-JS needs them). A page a remote renders brings its own styles after these (antd's, extracted).
 */
export const FRAME_CSS = [
  // The app's public layout is an antd Layout, whose rule makes everything inside it border-box; a page's
  // `width:100%` with padding would otherwise be wider than a phone until the app takes over.
  '.sh-ssr-frame,.sh-ssr-frame *{box-sizing:border-box}',
  "body{margin:0;min-width:320px;background:#f5f6fb;color:rgba(0,0,0,.88);font-size:14px;line-height:1.5714;font-family:Inter,system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans','Noto Sans Devanagari','Helvetica Neue',Arial,sans-serif}",
  '.sh-ssr-header{position:fixed;inset:0 0 auto 0;z-index:1000;height:64px;background:#fff;border-bottom:1px solid #f0f0f0;box-sizing:border-box}',
  '.sh-ssr-header>div{max-width:1200px;margin:0 auto;padding:0 24px;height:100%;display:flex;align-items:center;justify-content:space-between;gap:16px;box-sizing:border-box}',
  '.sh-ssr-header nav,.sh-ssr-header-end{display:flex;align-items:center;gap:4px}',
  '.sh-ssr-header-end{gap:8px}',
  '.sh-ssr-brand{display:inline-flex;align-items:center;gap:10px;text-decoration:none;font-size:20px;font-weight:700;letter-spacing:-.3px;color:rgba(0,0,0,.88)}',
  '.sh-ssr-brand-mark{display:inline-grid;place-items:center;width:34px;height:34px;border-radius:10px;background:linear-gradient(135deg,#4f46e5,#0ea5e9);color:#fff;font-weight:800;font-size:18px}',
  '.sh-ssr-nav-link{padding:6px 12px;border-radius:8px;font-weight:500;white-space:nowrap;color:rgba(0,0,0,.88);text-decoration:none}',
  '.sh-ssr-header button{font:inherit;height:32px;min-width:32px;padding:4px 12px;border:0;border-radius:8px;cursor:pointer;background:transparent;color:rgba(0,0,0,.88)}',
  '.sh-ssr-header .sh-ssr-primary-button{padding:4px 15px;background:#4f46e5;color:#fff}',
  '.sh-ssr-narrow-only{display:none}',
  '@media (max-width:700px){.sh-ssr-header>div{padding:0 16px}.sh-ssr-wide-only{display:none!important}.sh-ssr-narrow-only{display:inline-block}}',
  '.sh-ssr-chat{position:fixed;right:16px;bottom:16px;z-index:999;display:inline-flex;align-items:center;justify-content:center;width:56px;height:56px;border-radius:50%;background:#128c7e;color:#fff;font-size:28px;text-decoration:none}',
  // antd's .anticon: an icon sits on the text's baseline as the app's do.
  '.sh-ssr-icon{display:inline-flex;align-items:center;line-height:0;vertical-align:-.125em}',
  '.sh-ssr-main{padding-top:64px;min-height:100vh;box-sizing:border-box}',
  // The shell's own visually-hidden rule (shell/src/styles/shell.css), needed before the shell's styles arrive.
  '.sh-visually-hidden{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}',
].join('');
