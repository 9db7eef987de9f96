/**
 * portal/sales/today (issue 26): the page a manager opens at 07:00, from one call. First the
 * freshness line, yesterday (the weekend on a Monday) and the month's key figures (the sales
 * summary's KPI strip, from the same pacing); then the exceptions as chips, the running month
 * day by day, the brand league table and the drivers of the month's growth. On a phone the
 * chips come straight after yesterday, above the month's figures (the year's move to the end),
 * so the first screen answers "how did we do, are we on pace, what needs me". The scope is the address's: a saved view, a filter (the sales
 * filter's company, type, group and outlet fields), or nothing (the user's default view, or
 * everything the user may see). Every drill opens the sales summary's outlet worklist.
 */
import { Alert, Grid, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { LeagueRow, TodayAnswer, TodayException, TodayScope } from '@outlet-pulse/contracts';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/query-state';
import { WidgetCard } from '../../../components/widget-card';
import { preloadCharts } from '../../../lib/charts/load-echart';
import { EXCLUDE_PPN_NOTE, PHONE_MEDIA_QUERY } from '../components/filter-panel';
import { FilterCard } from '../filter/filter-card';
import type { FilterVariant } from '../filter/filter-fields';
import {
  DEFAULT_VIEW_BY,
  type FilterState,
  hasFilterParams,
  writeFilterParams,
} from '../filter/filter-state';
import { useCompanyOptions, useOutletOptions } from '../filter/use-filter-options';
import { useScreenFilter } from '../hooks/use-screen-filter';
import { KpiStrip } from '../kpi/kpi-strip';
import { ALL_OUTLETS, TOTAL_COMPANY } from '../sales-filter';
import { droppedNotice, SavedViewsMenu, savedViewFilterOf } from '../saved-views';
import { hasSalesDays } from './daily-model';
import { DailySection, dailyTitle } from './daily-section';
import { DriversSection } from './drivers-section';
import { ExceptionChips } from './exception-chips';
import { exceptionExplanation, exceptionLabel } from './exceptions-model';
import { LeagueSection } from './league-section';
import { todayQueryOptions, todayRequestOf } from './today-query';
import {
  brandSelection,
  exceptionSelection,
  scopeSelection,
  TodayWorklist,
  type WorklistSelection,
} from './today-worklist';
import { FreshnessLine, YesterdayCards } from './yesterday-cards';

/** The sales filter's company, type, group and outlet: no year (the page is about now). */
export const TODAY_FILTER: FilterVariant = {
  fields: ['company', 'type', 'group', 'outlet'],
  modalFields: ['company', 'type', 'group', 'outlet'],
  companyLabel: 'Company',
  allBrands: false,
};

/** What the page is about, in a few words: the view's name, the brand, or TOTAL. */
export function scopeName(scope: TodayScope): string {
  if (scope.view) return scope.view.name;
  const [only] = scope.companies;
  if (scope.companies.length === 1 && only) return only.name;
  return TOTAL_COMPANY;
}

/** The scope in one line: 'My brands · KCG01, KCG03 · STORES · O · all outlets'. */
export function scopeLine(scope: TodayScope): string {
  const companies =
    scope.companies.length > 4
      ? `${scope.companies.length} companies`
      : scope.companies.map((company) => company.code).join(', ');
  const outlets =
    scope.outlets === 'All'
      ? 'all outlets'
      : `${scope.outlets.length} outlet${scope.outlets.length === 1 ? '' : 's'}`;
  const parts = [companies || 'no company', scope.type, scope.groups.join(', '), outlets];
  return scope.view ? `${scope.view.name} · ${parts.join(' · ')}` : parts.join(' · ');
}

/**
 * The filter the card shows when the address names none (a saved view, or the default): the
 * answer's scope, one company or TOTAL for several (the card's company is a single choice).
 */
export function scopeFilter(scope: TodayScope, year: number): FilterState {
  const [only] = scope.companies;
  return {
    company: scope.companies.length === 1 && only ? only.code : TOTAL_COMPANY,
    type: scope.type,
    group: [...scope.groups],
    outlet: scope.outlets === ALL_OUTLETS ? [ALL_OUTLETS] : [...scope.outlets],
    year,
    viewBy: DEFAULT_VIEW_BY,
  };
}

function PageSkeleton() {
  return (
    <Stack gap="md" role="status" aria-label="Loading the Today page">
      <Skeleton height={16} width="60%" />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Skeleton height={150} radius="md" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Skeleton height={150} radius="md" />
        </Grid.Col>
      </Grid>
      <Skeleton height={28} width="50%" radius="xl" />
      <Skeleton height={320} radius="md" />
    </Stack>
  );
}

function NoData() {
  return (
    <Alert color="gray" variant="light" title="No sales data yet" data-state="empty">
      This selection has no sales loaded yet. Once the daily sales are imported, yesterday's
      figures, the month day by day and the brands show here.
    </Alert>
  );
}

/**
 * The outlets of a scope that names some, not all, of the user's companies (a saved view of two
 * brands), for the month's worklist, whose TOTAL would cover every company; undefined otherwise.
 */
function useViewOutlets(scope: TodayScope | undefined): string[] | undefined {
  const companies = useCompanyOptions();
  const some =
    scope !== undefined &&
    scope.companies.length > 1 &&
    scope.outlets === ALL_OUTLETS &&
    (companies.data?.length ?? 0) > scope.companies.length;
  const outlets = useOutletOptions(
    some ? scope.companies.map((company) => company.code).join(',') : undefined,
    scope?.type,
    some ? scope.groups : undefined,
  );
  return some ? outlets.data?.map((outlet) => outlet.idbranch) : undefined;
}

interface ContentProps {
  answer: TodayAnswer;
  /** The page's call, for the sections' cards (their states follow it). */
  query: UseQueryResult<TodayAnswer, Error>;
  kpiStrip: ReactNode;
  /** On a phone, the year's key figures, below the rest. */
  yearStrip: ReactNode;
  phone: boolean;
  open: (selection: WorklistSelection) => void;
  /** The outlets of a scope of some of the user's companies (useViewOutlets). */
  viewOutlets: readonly string[] | undefined;
}

function TodayContent({
  answer,
  query,
  kpiStrip,
  yearStrip,
  phone,
  open,
  viewOutlets,
}: ContentProps) {
  const { scope, freshness } = answer;
  const dataUntil = freshness.dataUntil;
  const openMonth = useCallback(() => {
    if (dataUntil) open(scopeSelection(scope, dataUntil, viewOutlets));
  }, [open, scope, dataUntil, viewOutlets]);
  if (dataUntil === null) return <NoData />;
  const openBrand = (row: LeagueRow) => open(brandSelection(scope, dataUntil, row));
  const openException = (exception: TodayException) =>
    open(
      exceptionSelection(
        scope,
        dataUntil,
        exception,
        exceptionLabel(exception),
        exceptionExplanation(exception),
      ),
    );
  const yesterdaySpan = answer.days.length > 1 ? 5 : 3;
  const chips = (
    <Stack gap={6} component="section" aria-label="Needs a look" data-section="exceptions">
      <Text size="sm" fw={700}>
        Needs a look
      </Text>
      <ExceptionChips exceptions={answer.exceptions} onOpen={openException} />
    </Stack>
  );
  const league = (
    <WidgetCard
      name="today-league"
      title={answer.league.level === 'brand' ? 'Brands this month' : 'Groups and types this month'}
      query={query}
      isEmpty={() => false}
    >
      {(data) => (
        <>
          {!phone && chips}
          <LeagueSection league={data.league} onOpen={openBrand} />
        </>
      )}
    </WidgetCard>
  );
  return (
    <Stack gap="md">
      <FreshnessLine freshness={freshness} />
      {scope.droppedCompanies.length > 0 && (
        <Alert color="yellow" variant="light" role="status" title="Part of this view is left out">
          {droppedNotice(scope.droppedCompanies)}
        </Alert>
      )}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: yesterdaySpan }}>
          {answer.days.length > 0 ? (
            <YesterdayCards days={answer.days} ageDays={freshness.ageDays} />
          ) : (
            <Text size="sm" c="dimmed">
              No sales on the data day.
            </Text>
          )}
        </Grid.Col>
        {phone && <Grid.Col span={12}>{chips}</Grid.Col>}
        <Grid.Col span={{ base: 12, md: 12 - yesterdaySpan }}>{kpiStrip}</Grid.Col>
      </Grid>
      {phone && league}
      <WidgetCard
        name="today-daily"
        title={dailyTitle(answer.daily)}
        query={query}
        isEmpty={(data) => !hasSalesDays(data.daily)}
        emptyText="No sales this month yet"
      >
        {(data) => <DailySection daily={data.daily} onOpenDay={openMonth} />}
      </WidgetCard>
      {!phone && league}
      <WidgetCard
        name="today-drivers"
        title="What moved the month's growth"
        query={query}
        isEmpty={() => false}
      >
        {(data) => <DriversSection drivers={data.drivers} scopeName={scopeName(data.scope)} />}
      </WidgetCard>
      {phone && yearStrip}
    </Stack>
  );
}

export function TodayPage() {
  useEffect(preloadCharts, []);
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const request = useMemo(() => todayRequestOf(new URLSearchParams(search)), [search]);
  const today = useQuery(todayQueryOptions(request));
  const phone =
    useMediaQuery(PHONE_MEDIA_QUERY, undefined, { getInitialValueInEffect: false }) ?? false;
  // The sales summary's strip, from the answer's pacing; a phone shows the month first and
  // the year at the end, so that the first screen reaches the chips.
  const month = useQuery({
    ...todayQueryOptions(request),
    select: (answer: TodayAnswer) => ({
      pacing: phone ? { month: answer.month.month, year: null } : answer.month,
    }),
  });
  const year = useQuery({
    ...todayQueryOptions(request),
    select: (answer: TodayAnswer) => ({ pacing: { month: null, year: answer.month.year } }),
    enabled: phone,
  });
  const { panel } = useScreenFilter(TOTAL_COMPANY, { withTab: false, allBrands: false });
  const [selection, setSelection] = useState<WorklistSelection | null>(null);

  /** A field of the filter chosen: the filter replaces any saved view in the address. */
  const applyFilter = useCallback(
    (next: FilterState) =>
      setParams(
        (current) => {
          const written = writeFilterParams(current, next, null);
          written.delete('view');
          return written;
        },
        { preventScrollReset: true },
      ),
    [setParams],
  );

  const answer = today.data;
  const viewOutlets = useViewOutlets(answer?.scope);
  const fromAddress = hasFilterParams(new URLSearchParams(search)) && request.view === undefined;
  const cardValue =
    answer && !fromAddress ? scopeFilter(answer.scope, panel.shown.year) : panel.shown;
  const viewsMenu = (
    <SavedViewsMenu
      current={
        answer && !fromAddress && answer.scope.view
          ? {
              companies: answer.scope.companies.map((company) => company.code),
              type: answer.scope.type,
              groups: answer.scope.groups,
              outlets: answer.scope.outlets,
            }
          : savedViewFilterOf(cardValue)
      }
      activeViewId={answer?.scope.view?.id ?? null}
      onApply={(_filter, view) =>
        setParams(new URLSearchParams({ view: view.id }), { preventScrollReset: true })
      }
    />
  );
  const subject = answer ? scopeName(answer.scope) : undefined;
  const kpiStrip = <KpiStrip query={month} subject={subject} />;
  const yearStrip = <KpiStrip query={year} subject={subject} />;
  const filter = (
    <Paper component="section" withBorder radius="md" p={phone ? 'xs' : 'md'} aria-label="Filter">
      <Stack gap="xs">
        {!phone && (
          <Text size="xs" c="dimmed">
            {EXCLUDE_PPN_NOTE}
          </Text>
        )}
        <FilterCard
          value={cardValue}
          options={panel.options}
          preferredCompany={panel.preferredCompany}
          onApply={applyFilter}
          compact={phone}
          variant={TODAY_FILTER}
        />
      </Stack>
    </Paper>
  );

  let body: ReactNode;
  if (today.isError && !today.isFetching) {
    body = <ErrorState error={today.error} onRetry={() => void today.refetch()} />;
  } else if (!answer) {
    body = <PageSkeleton />;
  } else {
    const strips = { kpiStrip, yearStrip, viewOutlets };
    body = (
      <TodayContent answer={answer} query={today} {...strips} phone={phone} open={setSelection} />
    );
  }

  return (
    <Stack gap="md" data-page="today" aria-busy={today.isFetching}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" c="dimmed" data-scope lineClamp={phone ? 1 : 2}>
          {answer ? `Showing ${phone ? scopeName(answer.scope) : scopeLine(answer.scope)}` : ''}
        </Text>
        {viewsMenu}
      </Group>
      {filter}
      {body}
      <TodayWorklist selection={selection} onClose={() => setSelection(null)} />
    </Stack>
  );
}
