/** Shared links as the wire carries them: instants as ISO strings, never the secret id's hash. */
import type { IssuedSharedLink, SharedLink } from '@outlet-pulse/contracts';

const isoDate = (ms: number) => new Date(ms).toISOString();

export function presentIssuedSharedLink(link: {
  url: string;
  expiresAt: number;
}): IssuedSharedLink {
  return { url: link.url, expiresAt: isoDate(link.expiresAt) };
}

export function presentSharedLink(link: {
  id: string;
  company: string;
  year: number;
  createdAt: number;
  expiresAt: number;
  status: SharedLink['status'];
}): SharedLink {
  return {
    id: link.id,
    company: link.company,
    year: link.year,
    createdAt: isoDate(link.createdAt),
    expiresAt: isoDate(link.expiresAt),
    status: link.status,
  };
}
