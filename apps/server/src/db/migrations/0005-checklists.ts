/**
 * Store checklists (spec 001 §2.9, §3.7): formats of weighted questions, documents done at an
 * outlet by a PIC, one result line per question, photos of lines, and the links that show a
 * document's report to whoever receives the e-mail. A link is kept only as a hash of its id.
 */
import { migration } from '../migration-sql';

export const checklists = migration(5, 'checklists', [
  `CREATE TABLE checklist_formats (
      id INTEGER PRIMARY KEY,
      name VARCHAR(120) NOT NULL,
      department_name VARCHAR(120) NOT NULL
    )`,
  `CREATE TABLE checklist_questions (
      id INTEGER PRIMARY KEY,
      format_id INTEGER NOT NULL,
      category VARCHAR(120) NOT NULL,
      subcategory VARCHAR(120) NOT NULL,
      line_number INTEGER NOT NULL,
      question VARCHAR(500) NOT NULL,
      weight DOUBLE PRECISION NOT NULL
    )`,
  `CREATE TABLE checklist_documents (
      id INTEGER PRIMARY KEY,
      doc_number VARCHAR(20) NOT NULL UNIQUE,
      outlet_id VARCHAR(20) NOT NULL,
      format_id INTEGER NOT NULL,
      pic_name VARCHAR(120) NOT NULL,
      pic_email VARCHAR(200),
      branch_email VARCHAR(200),
      checked_on DATE NOT NULL,
      remark VARCHAR(1000) NOT NULL,
      completed_at BIGINT
    )`,
  `CREATE TABLE checklist_lines (
      document_id INTEGER NOT NULL,
      question_id INTEGER NOT NULL,
      flag VARCHAR(10) NOT NULL,
      score_final DOUBLE PRECISION NOT NULL,
      remark VARCHAR(1000) NOT NULL,
      PRIMARY KEY (document_id, question_id)
    )`,
  `CREATE TABLE checklist_photos (
      id VARCHAR(40) PRIMARY KEY,
      document_id INTEGER NOT NULL,
      question_id INTEGER NOT NULL,
      file_name VARCHAR(120) NOT NULL,
      caption VARCHAR(120) NOT NULL,
      hue INTEGER NOT NULL
    )`,
  `CREATE TABLE report_links (
      id_hash VARCHAR(64) PRIMARY KEY,
      document_id INTEGER NOT NULL,
      created_at BIGINT NOT NULL,
      expires_at BIGINT NOT NULL,
      revoked_at BIGINT,
      created_by INTEGER
    )`,
  `INSERT INTO role_permissions (role_code, permission) VALUES
      ('administrator', 'checklists.send-reports'),
      ('administrator', 'checklists.revoke-report-links'),
      ('sales-manager', 'checklists.send-reports')`,
]);
