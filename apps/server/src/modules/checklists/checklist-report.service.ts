/**
 * The checklist report: what a link shows, issuing and revoking links, sending them by e-mail
 * and serving a report's photos. Links are checked here, so every way in (the page, the photo
 * links) is refused alike when forged, expired or revoked.
 */
import {
  type ChecklistListQuery,
  REPORT_LINK_DAYS,
  SESSION_MESSAGES,
  type SentReport,
  VIEW_REPORT_LINK_MINUTES,
  type ViewReportLink,
} from '@outlet-pulse/contracts';
import { recordAudit } from '../../core/audit/audit-log';
import type { AuthContext } from '../../core/caller';
import { entitledOutlets, visibleCompanies } from '../../core/entitlements';
import {
  conflict,
  forbidden,
  notFound,
  unauthenticated,
  unavailable,
  upstreamFailed,
} from '../../core/errors';
import { searchWindow } from '../../core/paging';
import type { ReferenceDataCache } from '../../core/reference-data';
import type { Database } from '../../db/database';
import {
  type ChecklistDocument,
  type ChecklistLine,
  type ChecklistPhoto,
  findDocument,
  findDocumentIdByNumber,
  findDocumentPage,
  findLines,
  findPhoto,
  findPhotos,
  findReportLink,
  insertReportLink,
  markCompleted,
  revokeReportLinks,
} from './checklist-report.repository';
import { photoSvg } from './photo-image';
import { hashReportLinkId, isWellFormedLinkId, newReportLinkId } from './report-links';
import type { ReportMailer } from './report-mailer';

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const linkInvalid = () => unauthenticated(SESSION_MESSAGES.linkInvalid);
const unknownDocument = (documentId: number) =>
  notFound(`There is no checklist document ${documentId}.`);

/** A linked report: the presenter shapes it for the wire. */
export interface LinkedReport {
  linkId: string;
  document: ChecklistDocument;
  lines: ChecklistLine[];
  photos: ChecklistPhoto[];
}

/** Who acts; null for the CLI, which may handle every checklist. */
export type Sender = AuthContext;

export interface ChecklistReportOptions {
  /** The companies, for who may see which checklists. */
  referenceData: ReferenceDataCache;
  /** Origin the links start with; without it links are relative. */
  publicBaseUrl: string | undefined;
  /** null when no SMTP server is configured. */
  mailer: ReportMailer | null;
  clock?: () => number;
}

export class ChecklistReportService {
  readonly #now: () => number;

  constructor(
    private readonly database: Database,
    private readonly options: ChecklistReportOptions,
  ) {
    this.#now = options.clock ?? Date.now;
  }

  /** The report behind a link (spec 001 §3.7). */
  async report(linkId: string): Promise<LinkedReport> {
    const documentId = await this.#documentOf(linkId);
    const document = await findDocument(this.database.kysely, documentId);
    if (!document) throw linkInvalid();
    const [lines, photos] = await Promise.all([
      findLines(this.database.kysely, documentId),
      findPhotos(this.database.kysely, documentId),
    ]);
    return { linkId, document, lines, photos };
  }

  /** A page of the checklists of the companies the caller may see, with their totals. */
  async list(caller: AuthContext, query: ChecklistListQuery) {
    const { rows, count } = await findDocumentPage(this.database.kysely, {
      companies: await this.#visibleCodes(caller),
      outletIds: entitledOutlets(caller),
      ...searchWindow(query),
    });
    return { count, rows };
  }

  /** A photo of the linked document, as an SVG picture. */
  async photo(linkId: string, photoId: string): Promise<string> {
    const documentId = await this.#documentOf(linkId);
    const photo = await findPhoto(this.database.kysely, photoId);
    if (!photo || photo.documentId !== documentId) {
      throw notFound('This photo is not part of the report.');
    }
    return photoSvg(photo);
  }

  /**
   * Issues a link and e-mails it to the PIC and the outlet. `sentBy` is null for the CLI and
   * for the completion of a checklist.
   */
  async send(documentId: number, sender: Sender | null): Promise<SentReport> {
    const document = await this.#documentFor(documentId, sender);
    const sentBy = sender?.userId ?? null;
    const recipients = [document.picEmail, document.branchEmail].filter(
      (address): address is string => Boolean(address),
    );
    if (recipients.length === 0) {
      throw conflict(
        `Checklist ${document.number} has no e-mail address for its PIC or its outlet.`,
      );
    }
    const { mailer } = this.options;
    if (!mailer) {
      throw unavailable(
        'E-mail is not set up on this server (SMTP_HOST). The report was not sent.',
      );
    }
    const { url, expiresAt } = await this.issueLink(documentId, sentBy);
    try {
      await mailer.send({
        to: recipients,
        branchName: document.branchName,
        docNumber: document.number,
        checkedOn: document.checkedOn,
        url,
        expiresAt,
      });
    } catch (error) {
      throw upstreamFailed(
        `The e-mail server refused the report: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    await recordAudit(this.database.kysely, {
      actorUserId: sentBy,
      action: 'CHECKLIST_REPORT_SENT',
      entity: 'checklist',
      entityId: document.number,
      details: { recipients, expiresAt },
    });
    return { url, expiresAt, recipients };
  }

  /** Marks a checklist done and sends its report, as a store's completion does. */
  async complete(documentId: number, completedBy: Sender | null): Promise<SentReport> {
    await this.#documentFor(documentId, completedBy);
    await markCompleted(this.database.kysely, documentId, this.#now());
    return this.send(documentId, completedBy);
  }

  /**
   * A short-lived link for a signed-in user to read the report now, without e-mail: anyone who
   * may see the checklist in the list may open it.
   */
  async viewLink(documentId: number, viewer: AuthContext): Promise<ViewReportLink> {
    await this.#documentFor(documentId, viewer);
    return this.issueLink(documentId, viewer.userId, VIEW_REPORT_LINK_MINUTES * MINUTE_MS);
  }

  /** The id of a document given as its id or as the number people see (CHK2611XN3X6). */
  async documentIdOf(idOrNumber: string): Promise<number> {
    const trimmed = idOrNumber.trim();
    if (/^\d+$/.test(trimmed)) return Number(trimmed);
    const id = await findDocumentIdByNumber(this.database.kysely, trimmed.toUpperCase());
    if (id === undefined) throw notFound(`There is no checklist document ${trimmed}.`);
    return id;
  }

  async issueLink(
    documentId: number,
    createdBy: number | null,
    lifetimeMs = REPORT_LINK_DAYS * DAY_MS,
  ): Promise<ViewReportLink> {
    if (!(await findDocument(this.database.kysely, documentId))) throw unknownDocument(documentId);
    const now = this.#now();
    const id = newReportLinkId();
    const expiresAtMs = now + lifetimeMs;
    await insertReportLink(this.database.kysely, {
      idHash: hashReportLinkId(id),
      documentId,
      createdAt: now,
      expiresAt: expiresAtMs,
      createdBy,
    });
    return {
      url: `${this.options.publicBaseUrl ?? ''}/report-email/${id}`,
      expiresAt: new Date(expiresAtMs).toISOString(),
    };
  }

  async revokeLinks(documentId: number, revokedBy: Sender): Promise<number> {
    const document = await this.#documentFor(documentId, revokedBy);
    const revoked = await revokeReportLinks(this.database.kysely, documentId, this.#now());
    await recordAudit(this.database.kysely, {
      actorUserId: revokedBy.userId,
      action: 'REPORT_LINKS_REVOKED',
      entity: 'checklist',
      entityId: document.number,
      details: { revoked },
    });
    return revoked;
  }

  /** The companies whose checklists the caller may see: the same rule as the sales calls. */
  async #visibleCodes(caller: AuthContext): Promise<string[]> {
    const reference = await this.options.referenceData.get();
    return visibleCompanies(reference, caller).map((company) => company.code);
  }

  /** The document, if it exists and its outlet's company is one the caller may see. */
  async #documentFor(documentId: number, caller: Sender | null) {
    const document = await findDocument(this.database.kysely, documentId);
    if (!document) throw unknownDocument(documentId);
    if (caller && !(await this.#visibleCodes(caller)).includes(document.company)) {
      throw forbidden();
    }
    const outlets = caller && entitledOutlets(caller);
    if (outlets && !outlets.includes(document.outletId)) {
      throw forbidden();
    }
    return document;
  }

  async #documentOf(linkId: string): Promise<number> {
    if (!isWellFormedLinkId(linkId)) throw linkInvalid();
    const link = await findReportLink(this.database.kysely, hashReportLinkId(linkId));
    if (!link || link.revokedAt !== null || link.expiresAt <= this.#now()) {
      throw linkInvalid();
    }
    return link.documentId;
  }
}
