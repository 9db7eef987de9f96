/**
 * The sales widgets, named as the page imports them; each takes the filter as its prop and
 * fetches for itself.
 */
export { AspUptAtvWidget } from './asp-upt-atv-widget';
export { LflAspUptAtvWidget } from './lfl-asp-upt-atv-widget';
export { LflSalesSummaryWidget } from './lfl-sales-summary-widget';
export { LflTrafficSummaryWidget } from './lfl-traffic-summary-widget';
export { ProfitDilutionAllBrandWidget } from './profit-dilution-all-brand-widget';
export { ProfitDilutionWidget } from './profit-dilution-widget';
export { SalesSummaryAllBrandWidget } from './sales-summary-all-brand-widget';
export { SalesSummaryWidget } from './sales-summary-widget';
export { TrafficSummaryWidget } from './traffic-summary-widget';
