/** The signed-in user's photo, or their initials when there is none. */
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
  return (
    <Avatar
      src={session.photoUrl}
      name={session.name}
      alt={alt}
      color="initials"
      variant={variant}
      size={size}
    />
  );
}
