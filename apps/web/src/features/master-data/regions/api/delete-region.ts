/** DELETE region/:id; a refusal (a region that still has branches, say) reaches the user as is. */
import type { Region } from '@outlet-pulse/contracts';
import { deleteMasterRecord } from '../../master-record-api';

export function deleteRegion(region: Region) {
  return deleteMasterRecord('region', region.idRegion);
}
