import { Avatar } from 'antd';

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]?.[0], words.at(-1)?.[0]] : [words[0]?.[0]];
  return letters.filter(Boolean).join('').toUpperCase() || '?';
}

export function UserAvatar({ name, picture, size = 36 }: { name: string; picture: string | null; size?: number }) {
  return (
    <Avatar size={size} src={picture || undefined} alt="" style={{ background: '#4f46e5', flexShrink: 0 }}>
      {initialsOf(name)}
    </Avatar>
  );
}
