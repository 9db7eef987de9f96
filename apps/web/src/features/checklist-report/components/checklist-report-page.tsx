/**
 * report-email/:id (spec 001 §2.9): the store checklist report an e-mailed link opens, outside
 * the shell and without sign-in. The link's id is the only key; the server refuses a forged,
 * expired or revoked one, and the page then shows 'link expired or invalid' and no data.
 */
import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { isRefusedLink, useChecklistReport } from '../api/get-checklist-report';
import classes from './checklist-report.module.css';
import { ReportLinkInvalid, ReportLoadFailed, ReportSkeleton } from './report-states';
import { ReportView } from './report-view';

export function ChecklistReportPage() {
  const { id = '' } = useParams();
  const report = useChecklistReport(id);

  if (isRefusedLink(report.error)) return <ReportLinkInvalid />;

  let content: ReactNode;
  // A retry after an error shows the skeleton again, not the old error.
  if (report.isError && !report.isFetching) {
    content = (
      <ReportLoadFailed message={report.error.message} onRetry={() => void report.refetch()} />
    );
  } else if (report.data === undefined || report.isError) {
    content = <ReportSkeleton />;
  } else {
    content = <ReportView report={report.data} />;
  }
  return (
    <div className={classes.page}>
      <Container
        component="main"
        size="md"
        py={{ base: 'sm', sm: 'xl' }}
        px={{ base: 'xs', sm: 'md' }}
      >
        {content}
      </Container>
    </div>
  );
}
