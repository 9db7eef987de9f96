/**
 * The filter card (spec 001 §2.11). The fields appear once the type options have loaded; a
 * list that fails says so, with a retry. On a desktop each change applies at once. On a phone
 * the fields sit in a modal opened by a 'Filter' button, and apply when Save is pressed; a
 * variant whose modal holds only some fields (the achievement summary's brand, outlet and
 * group, spec 001 §2.10) keeps the others on the card, applied at once.
 */
import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { ADMIN_PERMISSIONS } from '@outlet-pulse/contracts';
import { type ReactNode, useState } from 'react';
import { useSession } from '../../../lib/session';
import { ALL_OUTLETS } from '../sales-filter';
import { emptyListsNotice } from './empty-lists';
import { FilterFields, type FilterVariant, SALES_SUMMARY_FILTER } from './filter-fields';
import { ALL_BRANDS, type FilterState, fieldsShown } from './filter-state';
import { type FilterOptions, useFilterOptions } from './use-filter-options';

export interface FilterCardProps {
  /** The filter shown: the page's, checked against the lists when they are there. */
  value: FilterState;
  options: FilterOptions;
  preferredCompany: string;
  onApply: (next: FilterState) => void;
  /** Phone width: the fields move into a modal. */
  compact: boolean;
  /** Which fields show, where; the sales summary's by default. */
  variant?: FilterVariant;
}

const OPTIONS_FAILED = 'Some filter options could not be loaded.';

/** The error notice of a failed list, with a retry. */
function OptionsFailure({ options }: { options: FilterOptions }) {
  if (!options.error) return null;
  return (
    <Alert color="red" variant="light" title={OPTIONS_FAILED} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{options.error.message}</Text>
        <Button size="xs" color="red" variant="light" onClick={options.retry}>
          Retry
        </Button>
      </Stack>
    </Alert>
  );
}

/** What an empty list means for the person reading the page. */
function EmptyLists({ options }: { options: FilterOptions }) {
  const permissions = useSession()?.permissions ?? [];
  const notice = emptyListsNotice(
    { companies: options.companies.data?.length, types: options.types.data?.length },
    permissions.includes(ADMIN_PERMISSIONS.manageMasterData),
  );
  if (notice === null) return null;
  return (
    <Alert color="gray" variant="light">
      {notice}
    </Alert>
  );
}

/** Loading, or the failure that keeps the fields from showing; null once the fields can show. */
function PanelState({ options }: { options: FilterOptions }) {
  if (options.types.data) return null;
  if (options.companies.isError || options.types.isError)
    return <OptionsFailure options={options} />;
  return (
    <Group gap="xs" role="status">
      <Loader size="sm" />
      <Text size="sm">Loading the filters…</Text>
    </Group>
  );
}

/**
 * The loading notice or the failure while the type options are missing; once they are there,
 * the fields (children) with the notice of any other list that failed under them.
 */
function LoadedFields({
  options,
  withEmptyLists = false,
  children,
}: {
  options: FilterOptions;
  /** Whether to say what an empty company or type list means (the desktop card). */
  withEmptyLists?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <PanelState options={options} />
      {options.types.data && (
        <>
          {children}
          <OptionsFailure options={options} />
          {withEmptyLists && <EmptyLists options={options} />}
        </>
      )}
    </>
  );
}

/** A line that says which filter applies, beside the phone's Filter button. */
export function describeFilter(value: FilterState, options: FilterOptions): string {
  if (value.company === ALL_BRANDS) {
    return `All brands by ${value.viewBy} · ${value.year}`;
  }
  const company =
    options.companies.data?.find((item) => item.company === value.company)?.companyName ??
    value.company;
  const [first] = value.outlet;
  const outlets =
    first === ALL_OUTLETS
      ? 'All outlets'
      : value.outlet.length > 1
        ? `${value.outlet.length} outlets`
        : (options.outlets.data?.find((outlet) => outlet.idbranch === first)?.branchName ?? first);
  return `${company} · ${value.year} · ${value.type} · ${outlets}`;
}

function FilterModalBody({
  initial,
  preferredCompany,
  variant,
  onSave,
}: {
  initial: FilterState;
  preferredCompany: string;
  variant: FilterVariant;
  onSave: (next: FilterState) => void;
}) {
  const [draft, setDraft] = useState(initial);
  const options = useFilterOptions(draft, preferredCompany, variant.allBrands);
  const ready = options.resolved !== undefined;
  return (
    <Stack gap="md">
      <LoadedFields options={options}>
        <FilterFields
          value={draft}
          onChange={setDraft}
          options={options}
          variant={variant}
          layout="stack"
          fields={variant.modalFields}
        />
      </LoadedFields>
      <Group justify="flex-end">
        <Button onClick={() => options.resolved && onSave(options.resolved)} disabled={!ready}>
          Save
        </Button>
      </Group>
    </Stack>
  );
}

export function FilterCard(props: FilterCardProps) {
  const {
    value,
    options,
    preferredCompany,
    onApply,
    compact,
    variant = SALES_SUMMARY_FILTER,
  } = props;
  const [modalOpen, setModalOpen] = useState(false);

  if (compact) {
    if (!options.types.data) return <PanelState options={options} />;
    const cardFields = fieldsShown(variant.fields, value.company).filter(
      (name) => !variant.modalFields.includes(name),
    );
    return (
      <>
        {cardFields.length > 0 && (
          <FilterFields
            value={value}
            onChange={onApply}
            options={options}
            variant={variant}
            layout="pair"
            fields={cardFields}
          />
        )}
        <Group gap="sm" wrap="nowrap" justify="space-between">
          <Text size="sm" c="dimmed" lineClamp={2}>
            {describeFilter(value, options)}
          </Text>
          <Button
            variant="light"
            onClick={() => setModalOpen(true)}
            aria-haspopup="dialog"
            style={{ flexShrink: 0 }}
          >
            Filter
          </Button>
        </Group>
        <Modal opened={modalOpen} onClose={() => setModalOpen(false)} title="Filter" size="lg">
          {modalOpen && (
            <FilterModalBody
              initial={value}
              preferredCompany={preferredCompany}
              variant={variant}
              onSave={(next) => {
                onApply(next);
                setModalOpen(false);
              }}
            />
          )}
        </Modal>
      </>
    );
  }

  return (
    <Stack gap="sm">
      <LoadedFields options={options} withEmptyLists>
        <FilterFields
          value={value}
          onChange={onApply}
          options={options}
          variant={variant}
          layout="row"
          fields={variant.fields}
        />
      </LoadedFields>
    </Stack>
  );
}
