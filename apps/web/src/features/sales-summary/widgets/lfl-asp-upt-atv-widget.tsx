/**
 * LFL ASP / UPT / ATV (lflsalesAspUptAtv, spec 000 §2): the ASP / UPT / ATV panel over the
 * like-for-like outlets, last year against this year, with 'LFL' in its titles and details
 * ('AVERAGE SELLING PRICE ( ASP ) LFL DETAIL', …) from lflsalessummarydetail. Its tables keep
 * every month (no hiding by nett) and every point opens its detail.
 */
import type { BrandFilter } from '../sales-filter';
import { AspUptAtvPanel } from './asp-upt-atv-panel';

export const LFL_ASP_UPT_ATV_CALL = 'lflsalesAspUptAtv';

export function LflAspUptAtvWidget({ filter }: { filter: BrandFilter }) {
  return (
    <AspUptAtvPanel
      name="LflAspUptAtvWidget"
      title="LFL ASP / UPT / ATV"
      call={LFL_ASP_UPT_ATV_CALL}
      lfl
      filter={filter}
    />
  );
}
