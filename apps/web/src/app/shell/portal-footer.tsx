/** The footer: company credit, the application version and the Help link, from portal_config. */
import { Anchor, Text } from '@mantine/core';
import { usePortalConfig } from '../../lib/portal-config';
import classes from './shell.module.css';

export function PortalFooter() {
  const config = usePortalConfig().data;
  return (
    <footer className={classes.footer}>
      <Text size="sm" c="dimmed">
        {config ? config.companyCredit : '\u00a0'}
      </Text>
      {config ? (
        <Text size="sm" c="dimmed">
          Version {config.version} ·{' '}
          <Anchor href={config.helpUrl} target="_blank" rel="noopener noreferrer" size="sm">
            Help
          </Anchor>
        </Text>
      ) : null}
    </footer>
  );
}
