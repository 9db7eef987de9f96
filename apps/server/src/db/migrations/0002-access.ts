/**
 * People and access: employees, users, roles with their permissions and menus, company
 * entitlements, sessions with rotating refresh tokens, sign-in throttling, single-use auto
 * sign-in links, and the audit log. Seeds the shipped roles and the menu tree.
 *
 * Instants are epoch milliseconds in BIGINT: the same on both engines, with no time-zone
 * conversion anywhere between the driver and the code.
 */

import { ROLE_SEEDS } from '../../modules/access/roles';
import { MENU_TREE, type MenuSeed } from '../../modules/menu/menu-tree';
import type { Migration } from './migration';

const text = (value: string) => `'${value.replaceAll("'", "''")}'`;

function menuRows(items: MenuSeed[], parentId: string | null): string[] {
  return items.flatMap((item, index) => [
    `(${text(item.id)}, ${parentId === null ? 'NULL' : text(parentId)}, ${text(item.label)}, ${text(item.route)}, ${text(item.icon)}, ${index})`,
    ...menuRows(item.children ?? [], item.id),
  ]);
}

export const accessSchema: Migration = {
  id: 2,
  name: 'access',
  statements: [
    `CREATE TABLE roles (
      code VARCHAR(40) PRIMARY KEY,
      name VARCHAR(100) NOT NULL
    )`,
    `CREATE TABLE role_permissions (
      role_code VARCHAR(40) NOT NULL,
      permission VARCHAR(80) NOT NULL,
      PRIMARY KEY (role_code, permission)
    )`,
    `CREATE TABLE menus (
      id VARCHAR(40) PRIMARY KEY,
      parent_id VARCHAR(40),
      label VARCHAR(100) NOT NULL,
      route VARCHAR(200) NOT NULL,
      icon_classes VARCHAR(100) NOT NULL,
      sort_order INTEGER NOT NULL
    )`,
    `CREATE TABLE role_menus (
      role_code VARCHAR(40) NOT NULL,
      menu_id VARCHAR(40) NOT NULL,
      PRIMARY KEY (role_code, menu_id)
    )`,
    `CREATE TABLE employees (
      employee_id VARCHAR(20) PRIMARY KEY,
      name VARCHAR(150) NOT NULL,
      email VARCHAR(200) NOT NULL,
      is_active BOOLEAN NOT NULL DEFAULT TRUE,
      hired_date DATE NOT NULL,
      job_status VARCHAR(2) NOT NULL,
      level VARCHAR(2) NOT NULL,
      grade_id VARCHAR(10) NOT NULL,
      grade_name VARCHAR(100) NOT NULL,
      id_active_branch VARCHAR(20),
      site_id VARCHAR(20),
      structure_id VARCHAR(10) NOT NULL,
      structure_name VARCHAR(100) NOT NULL,
      structure_company VARCHAR(20) NOT NULL,
      department_id VARCHAR(10) NOT NULL,
      department_name VARCHAR(100) NOT NULL,
      division VARCHAR(100) NOT NULL,
      job_title_id VARCHAR(10) NOT NULL,
      job_title_name VARCHAR(100) NOT NULL,
      dept_head_id VARCHAR(20),
      manager_id VARCHAR(20),
      structural_superior_id VARCHAR(20),
      contract_start DATE,
      contract_end DATE,
      office_phone VARCHAR(40),
      bank_name VARCHAR(100),
      bank_account_name VARCHAR(150),
      bank_account_number VARCHAR(40),
      reason_update VARCHAR(200)
    )`,
    'CREATE SEQUENCE user_ids START 1',
    `CREATE TABLE users (
      id INTEGER PRIMARY KEY DEFAULT nextval('user_ids'),
      username VARCHAR(100) NOT NULL UNIQUE,
      employee_id VARCHAR(20) NOT NULL UNIQUE,
      password_hash VARCHAR(200) NOT NULL,
      password_is_default BOOLEAN NOT NULL,
      role_code VARCHAR(40) NOT NULL,
      all_companies BOOLEAN NOT NULL DEFAULT FALSE,
      is_active BOOLEAN NOT NULL DEFAULT TRUE,
      created_at BIGINT NOT NULL,
      updated_at BIGINT NOT NULL
    )`,
    `CREATE TABLE user_companies (
      user_id INTEGER NOT NULL,
      company_code VARCHAR(20) NOT NULL,
      PRIMARY KEY (user_id, company_code)
    )`,
    `CREATE TABLE user_outlets (
      user_id INTEGER NOT NULL,
      outlet_id VARCHAR(20) NOT NULL,
      PRIMARY KEY (user_id, outlet_id)
    )`,
    `CREATE TABLE sessions (
      id VARCHAR(64) PRIMARY KEY,
      user_id INTEGER NOT NULL,
      created_at BIGINT NOT NULL,
      last_seen_at BIGINT NOT NULL,
      expires_at BIGINT NOT NULL,
      remember BOOLEAN NOT NULL,
      revoked_at BIGINT,
      revoked_reason VARCHAR(40)
    )`,
    'CREATE INDEX sessions_user ON sessions (user_id)',
    `CREATE TABLE refresh_tokens (
      token_hash VARCHAR(64) PRIMARY KEY,
      session_id VARCHAR(64) NOT NULL,
      issued_at BIGINT NOT NULL,
      used_at BIGINT
    )`,
    `CREATE TABLE login_failures (
      scope VARCHAR(200) NOT NULL,
      failed_at BIGINT NOT NULL
    )`,
    'CREATE INDEX login_failures_scope ON login_failures (scope, failed_at)',
    `CREATE TABLE auto_in_uses (
      token_id VARCHAR(64) PRIMARY KEY,
      used_at BIGINT NOT NULL
    )`,
    `CREATE TABLE audit_log (
      id VARCHAR(36) PRIMARY KEY,
      occurred_at BIGINT NOT NULL,
      actor_user_id INTEGER,
      action VARCHAR(40) NOT NULL,
      entity VARCHAR(40) NOT NULL,
      entity_id VARCHAR(100),
      details VARCHAR(4000),
      client_address VARCHAR(64)
    )`,
    'CREATE INDEX audit_log_occurred_at ON audit_log (occurred_at)',
    `INSERT INTO roles (code, name) VALUES ${ROLE_SEEDS.map((role) => `(${text(role.code)}, ${text(role.name)})`).join(', ')}`,
    `INSERT INTO role_permissions (role_code, permission) VALUES ${ROLE_SEEDS.flatMap((role) =>
      role.permissions.map((permission) => `(${text(role.code)}, ${text(permission)})`),
    ).join(', ')}`,
    `INSERT INTO menus (id, parent_id, label, route, icon_classes, sort_order) VALUES ${menuRows(MENU_TREE, null).join(', ')}`,
    `INSERT INTO role_menus (role_code, menu_id) VALUES ${ROLE_SEEDS.flatMap((role) =>
      role.menuIds.map((menuId) => `(${text(role.code)}, ${text(menuId)})`),
    ).join(', ')}`,
  ],
};
