/**
 * The sales achievement summary screen (spec 001 §2.10), shared by the signed-in page and the
 * shared-link page: the header with the viewer's photo and name; the filter (brand, type,
 * group, year, outlet; at phone width brand, outlet and group in a modal with Save), kept in
 * the address and checked against the option lists, with the reset rules of spec 001 §4; the
 * key figures of the month and the year (first on a phone); and the achievement chart and table
 * for the checked filter. A month opens the sales summary of its brand and year: the portal's
 * for a signed-in viewer, with a way back here; the shared link's own page for a link's visitor.
 */
import { Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type ReactNode, useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { backTo } from '../../../lib/back-to';
import { achievementWidget } from '../achievement/achievement-widget';
import { salesSummaryPath } from '../achievement/sales-summary-link';
import type { FilterVariant } from '../filter/filter-fields';
import { toSalesFilter } from '../filter/filter-state';
import { useScreenFilter } from '../hooks/use-screen-filter';
import { AchievementKpiStrip } from '../kpi/achievement-kpi-strip';
import { SalesWidget } from '../widgets/sales-widget';
import { FilterPanel, PHONE_MEDIA_QUERY } from './filter-panel';
import { SalesSummaryHeader, type Viewer } from './sales-summary-header';
import { WaitingForFilter } from './waiting-for-filter';
import { WidgetSlot } from './widget-slot';

export const ACHIEVEMENT_PAGE_TITLE = 'Achievement Summary';
const BACK_TO_ACHIEVEMENT = `Back to the ${ACHIEVEMENT_PAGE_TITLE}`;

/** Spec 001 §2.10: brand, type, group, year and outlet; the phone's modal holds brand, outlet and group. */
export const ACHIEVEMENT_FILTER: FilterVariant = {
  fields: ['company', 'type', 'group', 'year', 'outlet'],
  modalFields: ['company', 'outlet', 'group'],
  companyLabel: 'Brand',
  allBrands: false,
};

interface AchievementSummaryScreenProps {
  viewer: Viewer;
  /** The brand the page opens on when the address names none (or one the user may not see). */
  preferredCompany: string;
  /** The shared link's token, passed on to the sales summary; null for a signed-in page. */
  token: string | null;
  /** Buttons of the header, such as the way back to the portal. */
  headerActions?: ReactNode;
}

export function AchievementSummaryScreen({
  viewer,
  preferredCompany,
  token,
  headerActions,
}: AchievementSummaryScreenProps) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { options, resolved, panel } = useScreenFilter(preferredCompany, {
    withTab: false,
    allBrands: ACHIEVEMENT_FILTER.allBrands,
  });

  const filter = useMemo(() => {
    const checked = resolved && toSalesFilter(resolved);
    return checked?.kind === 'brand' ? checked : undefined;
  }, [resolved]);
  const phone = useMediaQuery(PHONE_MEDIA_QUERY, undefined, { getInitialValueInEffect: false });

  const company = filter?.company;
  const companyName =
    options.companies.data?.find((entry) => entry.company === company)?.companyName ?? company;
  const kpiStrip = filter ? (
    <AchievementKpiStrip filter={filter} subject={companyName ?? filter.company} />
  ) : null;
  const year = filter?.year;
  const openSalesSummary = useCallback(() => {
    if (company === undefined || year === undefined) return;
    // A shared link's page has its own way back (the browser's); the portal's route is given one.
    const state = token ? undefined : backTo(`${pathname}${search}`, BACK_TO_ACHIEVEMENT);
    navigate(salesSummaryPath(company, year, token), { state });
  }, [navigate, company, year, token, pathname, search]);

  return (
    <Stack gap="md">
      <SalesSummaryHeader
        viewer={viewer}
        withTitle
        title={ACHIEVEMENT_PAGE_TITLE}
        withLogo={false}
        actions={headerActions}
      />
      {phone && kpiStrip}
      <FilterPanel {...panel} variant={ACHIEVEMENT_FILTER} />
      {!phone && kpiStrip}
      {filter ? (
        <WidgetSlot name={achievementWidget.name}>
          <SalesWidget definition={achievementWidget} filter={filter} onSelect={openSalesSummary} />
        </WidgetSlot>
      ) : (
        <WaitingForFilter
          failed={Boolean(options.error)}
          message="The chart appears once the filter options have loaded."
          loadingLabel="Loading the achievement summary"
        />
      )}
    </Stack>
  );
}
