/**
 * An embedded business-intelligence report (§2.2): a full-height, sandboxed frame whose address
 * the deployment configures (portal_config); a clear panel when it is not configured.
 */
import { Alert, Loader, Text } from '@mantine/core';
import type { EmbeddedReport } from '@outlet-pulse/contracts';
import { usePortalConfig } from '../../../lib/portal-config';
import classes from './embedded-report-page.module.css';

const REPORT_TITLES: Record<EmbeddedReport, string> = {
  'hr-summary-powerbi': 'HR Summary report',
  'defect-powerbi': 'Defect report',
};

function EmbeddedReportPage({ report }: { report: EmbeddedReport }) {
  const config = usePortalConfig();
  if (config.isPending) return <Loader aria-label="Loading the report address" />;
  if (config.isError) {
    return (
      <Alert color="red" title="The report address could not be read" role="alert">
        {config.error.message}
      </Alert>
    );
  }
  const address = config.data.reports[report];
  if (!address) {
    return (
      <Alert color="gray" title="This report is not configured" role="status">
        <Text size="sm">
          No address is set for the {REPORT_TITLES[report]} in this deployment. An administrator can
          set it in the server's configuration.
        </Text>
      </Alert>
    );
  }
  return (
    <iframe
      className={classes.frame}
      src={address}
      title={REPORT_TITLES[report]}
      sandbox="allow-scripts allow-same-origin allow-popups allow-forms allow-downloads"
      referrerPolicy="strict-origin-when-cross-origin"
      allowFullScreen
    />
  );
}

export function HrSummaryReportPage() {
  return <EmbeddedReportPage report="hr-summary-powerbi" />;
}

export function DefectReportPage() {
  return <EmbeddedReportPage report="defect-powerbi" />;
}
