/**
 * ASP / UPT / ATV (chartsales, spec 000 §2): average selling price, units per transaction and
 * average transaction value for the chosen year and the two before, each in its own card with
 * its detail ('AVERAGE SELLING PRICE ( ASP ) DETAIL', …). Months without sales stay empty in
 * the tables, and a click on the ASP chart's oldest year (series 0) is ignored.
 */
import type { BrandFilter } from '../sales-filter';
import { AspUptAtvPanel } from './asp-upt-atv-panel';

export const ASP_UPT_ATV_CALL = 'chartsales';

export function AspUptAtvWidget({ filter }: { filter: BrandFilter }) {
  return (
    <AspUptAtvPanel
      name="AspUptAtvWidget"
      title="ASP / UPT / ATV"
      call={ASP_UPT_ATV_CALL}
      lfl={false}
      filter={filter}
    />
  );
}
