/**
 * Shows a screen only to a user whose role grants its permission. Anyone else sees why, and the
 * screen's calls are never made (the server would refuse them anyway).
 */
import { Alert, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePermission } from '../hooks/use-permission';

interface PermissionGateProps {
  permission: string;
  /** What the permission allows, to finish 'You do not have permission to …'. */
  allows: string;
  children: ReactNode;
}

export function PermissionGate({ permission, allows, children }: PermissionGateProps) {
  if (usePermission(permission)) return children;
  return (
    <Alert color="orange" variant="light" title={`You do not have permission to ${allows}.`}>
      <Text size="sm">Ask an administrator to grant your role this permission.</Text>
    </Alert>
  );
}
