/**
 * What a beta link without a valid token shows (DOMAIN.md, deviations): a clear 'link expired
 * or invalid' page with no data, and the way to sign in and come back to the same view.
 */
import { Anchor, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { LinkInvalidCard } from '../../../components/link-invalid-card';
import { signInPath } from '../../../lib/return-url';

/**
 * `returnTo` is where signing in leads; without it, this page without its token. A page whose
 * address is the link's id (beta-sales-summary/<id>) passes the viewer's own sales summary.
 */
export function LinkInvalidPage({ returnTo }: { returnTo?: string | undefined }) {
  const location = useLocation();
  const search = new URLSearchParams(location.search);
  search.delete('token');
  const query = search.toString();
  const afterSignIn = returnTo ?? `${location.pathname}${query ? `?${query}` : ''}`;
  return (
    <LinkInvalidCard shadow="sm">
      <Text size="sm">
        Ask the person who shared the sales summary for a new link, or sign in to open it with your
        own account.
      </Text>
      <Anchor component={Link} to={signInPath(afterSignIn)}>
        Sign in
      </Anchor>
    </LinkInvalidCard>
  );
}
