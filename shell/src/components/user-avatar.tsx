import type { CSSProperties } from 'react';

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]?.[0], words.at(-1)?.[0]] : [words[0]?.[0]];
  return letters.filter(Boolean).join('').toUpperCase() || '?';
}

/**
 * The signed-in user's picture, or their initials on the brand's colour, in a circle (shell.css `.sh-avatar`).
 * Plain elements rather than antd's Avatar: that one measures its text after each first render (a forced layout of
 * the whole page) and renders again synchronously to scale it, about 300 ms of a phone's main thread at 4x
 * slowdown on every signed-in page; two initials at a fixed size never need scaling.
 */
export function UserAvatar({ name, picture, size = 36 }: { name: string; picture: string | null; size?: number }) {
  const style = { '--sh-avatar-size': `${size}px` } as CSSProperties;
  return (
    <span className="sh-avatar" style={style} aria-hidden>
      {picture ? <img src={picture} alt="" /> : initialsOf(name)}
    </span>
  );
}
