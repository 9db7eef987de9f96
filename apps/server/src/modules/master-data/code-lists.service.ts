/**
 * One code list of the System screens (companies, product categories, outlet types, outlet
 * groups): read a page or one entry, create, change (rename, switch active) and delete. Every
 * change is audited and bumps `sales`, which the reference data, the sales filter's options
 * and the answer cache follow. Companies are read and changed only by callers who may see them.
 */
import {
  CODE_LIST_MESSAGES,
  CODE_LISTS,
  type CodeListKind,
  type CompanyCreate,
  type PageQuery,
} from '@outlet-pulse/contracts';
import type { AuthContext } from '../../core/caller';
import { conflict, invalidField, notFound } from '../../core/errors';
import { searchWindow } from '../../core/paging';
import type { Executor } from '../../db/database';
import type { BranchService, MasterDataOptions } from './branches.service';
import { CODE_LIST_STORES } from './code-lists';
import {
  type AnyCodeListCreate,
  type AnyCodeListEntry,
  type AnyCodeListUpdate,
  codeListFields,
  toCodeListEntry,
} from './code-lists.presenter';
import {
  deleteCodeListRow,
  findCodeListRow,
  findCodeListRows,
  findCodeReferences,
  findCompanyById,
  insertCodeListRow,
  nextCompanyId,
  updateCodeListRow,
} from './code-lists.repository';

/** The fields an administrator edits, for the audit log's before-and-after. */
const auditedFields = ({ code: _code, kept: _kept, ...fields }: AnyCodeListEntry) => fields;

export class CodeListService {
  readonly #definition;
  readonly #store;

  constructor(
    private readonly options: MasterDataOptions,
    private readonly branches: BranchService,
    /** Also the entity the audit log names. */
    private readonly kind: CodeListKind,
  ) {
    this.#definition = CODE_LISTS[kind];
    this.#store = CODE_LIST_STORES[kind];
  }

  /** 'Outlet type STORES'. */
  #named(code: string): string {
    const one = this.#definition.one;
    return `${one.charAt(0).toUpperCase()}${one.slice(1)} ${code}`;
  }

  #notFound(code: string) {
    return notFound(`${this.#named(code)} does not exist.`);
  }

  /** The codes the caller may see: companies are scoped, the other lists belong to none. */
  async #visibleCodes(caller: AuthContext): Promise<string[] | null> {
    return this.#store.table === 'companies' ? this.branches.visibleCompanyCodes(caller) : null;
  }

  async list(caller: AuthContext, query: PageQuery) {
    const { rows, count } = await findCodeListRows(
      this.options.database.kysely,
      this.#store.table,
      {
        ...searchWindow(query),
        codes: await this.#visibleCodes(caller),
      },
    );
    return { rows: rows.map((row) => toCodeListEntry(this.#definition, row)), count };
  }

  /** An entry the caller may see; 404 for one that does not exist or that the caller may not see. */
  async get(caller: AuthContext, code: string): Promise<AnyCodeListEntry> {
    const visible = await this.#visibleCodes(caller);
    if (visible && !visible.includes(code)) throw this.#notFound(code);
    return this.#read(this.options.database.kysely, code);
  }

  create(caller: AuthContext, input: AnyCodeListCreate): Promise<AnyCodeListEntry> {
    return this.options.recorder.run(caller, ['sales'], async ({ transaction, auditChange }) => {
      if (await findCodeListRow(transaction, this.#store.table, input.code)) {
        throw invalidField('code', `${this.#named(input.code)} already exists`);
      }
      const id = 'id' in input ? await this.#companyId(transaction, input) : undefined;
      await insertCodeListRow(transaction, this.#store.table, {
        code: input.code,
        ...codeListFields(input),
        ...(id === undefined ? {} : { id }),
      });
      const created = await this.#read(transaction, input.code);
      await auditChange(this.kind, input.code, null, auditedFields(created));
      return created;
    });
  }

  async update(
    caller: AuthContext,
    code: string,
    input: AnyCodeListUpdate,
  ): Promise<AnyCodeListEntry> {
    const before = await this.get(caller, code);
    if (before.kept && !input.active) {
      throw conflict(
        `${this.#named(code)} is a default of the sales filter: it may be renamed but not deactivated.`,
      );
    }
    return this.options.recorder.run(caller, ['sales'], async ({ transaction, auditChange }) => {
      await updateCodeListRow(transaction, this.#store.table, code, codeListFields(input));
      const after = await this.#read(transaction, code);
      await auditChange(this.kind, code, auditedFields(before), auditedFields(after));
      return after;
    });
  }

  async delete(caller: AuthContext, code: string): Promise<void> {
    const before = await this.get(caller, code);
    if (before.kept) {
      throw conflict(
        `${this.#named(code)} is a default of the sales filter: it may be renamed but not deleted.`,
      );
    }
    await this.options.recorder.run(caller, ['sales'], async ({ transaction, auditChange }) => {
      const references = await findCodeReferences(transaction, this.#store.references, code);
      if (references.length > 0) {
        throw conflict(
          `${this.#named(code)} is used by ${references.join(', ')}, so it cannot be deleted. ${CODE_LIST_MESSAGES.deactivateInstead}`,
        );
      }
      await deleteCodeListRow(transaction, this.#store.table, code);
      await auditChange(this.kind, code, auditedFields(before), null);
    });
  }

  async #read(db: Executor, code: string): Promise<AnyCodeListEntry> {
    const row = await findCodeListRow(db, this.#store.table, code);
    if (!row) throw this.#notFound(code);
    return toCodeListEntry(this.#definition, row);
  }

  /** The id asked for, unless another company holds it; without one, the next free id. */
  async #companyId(db: Executor, input: CompanyCreate): Promise<number> {
    if (input.id === null) return nextCompanyId(db);
    const holder = await findCompanyById(db, input.id);
    if (holder !== null) {
      throw invalidField('id', `Company Id ${input.id} is already used by ${holder}`);
    }
    return input.id;
  }
}
