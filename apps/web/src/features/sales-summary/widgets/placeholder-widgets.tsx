/**
 * PLACEHOLDERS, so that the sales summary page can be built and tested before the widgets
 * exist: one card per widget, named as the page imports it, taking the filter as its prop.
 * The widgets' own work replaces this file and index.ts.
 */
import { Card, Text, Title } from '@mantine/core';
import type { AllBrandFilter, BrandFilter } from '../sales-filter';

function placeholder<Filter>(name: string, title: string) {
  function Placeholder(_props: { filter: Filter }) {
    return (
      <Card withBorder padding="lg" data-widget={name}>
        <Title order={3} size="h5">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          This chart is on its way.
        </Text>
      </Card>
    );
  }
  Placeholder.displayName = name;
  return Placeholder;
}

export const SalesSummaryWidget = placeholder<BrandFilter>('SalesSummaryWidget', 'SALES SUMMARY');
export const TrafficSummaryWidget = placeholder<BrandFilter>(
  'TrafficSummaryWidget',
  'TRAFFIC SUMMARY & CONVERSION RATE',
);
export const ProfitDilutionWidget = placeholder<BrandFilter>(
  'ProfitDilutionWidget',
  'PROFIT DILUTION',
);
export const AspUptAtvWidget = placeholder<BrandFilter>('AspUptAtvWidget', 'ASP / UPT / ATV');
export const LflSalesSummaryWidget = placeholder<BrandFilter>(
  'LflSalesSummaryWidget',
  'LFL SUMMARY',
);
export const LflTrafficSummaryWidget = placeholder<BrandFilter>(
  'LflTrafficSummaryWidget',
  'TRAFFIC SUMMARY & CONVERSION RATE LFL',
);
export const LflAspUptAtvWidget = placeholder<BrandFilter>(
  'LflAspUptAtvWidget',
  'LFL ASP / UPT / ATV',
);
export const SalesSummaryAllBrandWidget = placeholder<AllBrandFilter>(
  'SalesSummaryAllBrandWidget',
  'SALES SUMMARY ALL BRAND',
);
export const ProfitDilutionAllBrandWidget = placeholder<AllBrandFilter>(
  'ProfitDilutionAllBrandWidget',
  'PROFIT DILUTION ALL BRAND',
);
