/**
 * The frame of a page opened from a shared link (the beta sales and achievement summaries): the
 * link's sales API for everything inside it, or the 'link expired or invalid' page when there
 * is none; and the viewer the address names, with their photo when they are the one signed in.
 */
import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { useSession } from '../../../lib/session';
import { type SalesApi, SalesApiProvider } from '../api/sales-api';
import { LinkInvalidPage } from './link-invalid-page';
import type { Viewer } from './sales-summary-header';

export function useLinkViewer(): Viewer {
  const { empid, name } = useParams();
  const session = useSession();
  const ownPhoto = session !== null && session.employee_info.employeeID === empid;
  return { name: name ?? '', photoUrl: ownPhoto ? session.photoUrl : null };
}

interface LinkPageProps {
  api: SalesApi | null;
  /** Where 'Sign in' leads when the link is refused; this page itself when not given. */
  returnTo?: string;
  children: ReactNode;
}

export function LinkPage({ api, returnTo, children }: LinkPageProps) {
  if (!api) return <LinkInvalidPage returnTo={returnTo} />;
  return (
    <SalesApiProvider api={api}>
      <Container component="main" size="xl" py="md" px={{ base: 'xs', sm: 'md' }}>
        {children}
      </Container>
    </SalesApiProvider>
  );
}
