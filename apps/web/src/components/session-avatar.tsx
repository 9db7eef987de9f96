/**
 * The signed-in user's photo, or their initials when there is none. Beside the written name
 * (alt '') it is decoration: hidden from assistive technology, and a person's outline instead
 * of the initials, which a button's visible text would add to the name it is known by (WCAG
 * 2.5.3: 'BS Budi Santoso' is not in 'Account menu of Budi Santoso').
 */
import { Avatar, type AvatarProps } from '@mantine/core';
import type { Session } from '@outlet-pulse/contracts';

interface SessionAvatarProps {
  session: Session;
  size: number;
  /** Empty when the name is written beside the photo. */
  alt?: string;
  variant?: AvatarProps['variant'];
}

export function SessionAvatar({ session, size, alt = session.name, variant }: SessionAvatarProps) {
  const decorative = alt === '';
  return (
    <Avatar
      src={session.photoUrl}
      name={decorative ? undefined : session.name}
      alt={alt}
      color={decorative ? undefined : 'initials'}
      variant={variant}
      size={size}
      aria-hidden={decorative ? true : undefined}
    />
  );
}
