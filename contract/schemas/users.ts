/**
 * Users (`/usuarios`): list, read, create/edit, disable/enable, mail a password link, audit trail. No call shows,
 * takes or sets a password or its hash: a new user gets a mailed link to choose one (docs/users.md).
 */
import { z } from 'zod/mini';
import { ROLE_CODES } from '../roles';
import { emailSchema, idSchema, mutationIdSchema, nameSchema, scopeShape, tokenSesionSchema, trimmedText } from '../fields';
import { recordHistoryShape } from './record-changes';

/** Largest page of `/User/List`. */
export const USER_PAGE_MAX = 200;
export const USER_NAME_MAX = 120;

export const userRowSchema = z.object({
  id: z.int(),
  nombre: z.string(),
  email: z.string(),
  /** The stored role code (may be one the spec does not know). */
  role: z.string(),
  /** Spec §6 name of the code, "Rol No Definido" for unknown codes. */
  roleName: z.string(),
  companyId: z.nullable(z.int()),
  companyName: z.nullable(z.string()),
  warehouseId: z.nullable(z.int()),
  warehouseName: z.nullable(z.string()),
  storeId: z.nullable(z.int()),
  storeName: z.nullable(z.string()),
  active: z.boolean(),
  version: z.int(),
  /** Whether the caller may edit, disable, enable or send a link to this user (contract/roles.ts `mayManageUser`). */
  manageable: z.boolean(),
});
export type UserRow = z.infer<typeof userRowSchema>;

/** Where the next page of `/User/List` starts: after this name (lower case) and id. */
export const userCursorSchema = z.strictObject({ name: z.string().check(z.maxLength(USER_NAME_MAX)), id: idSchema });
export type UserCursor = z.infer<typeof userCursorSchema>;

/**
 * `/User/List`: searched by name or email (contains, case-insensitive), filtered by role, home store
 * (`storeId`), warehouse (`warehouseId`) and active; ordered by name, in keyset pages.
 */
export const userListRequest = z.strictObject({
  tokenSesion: tokenSesionSchema,
  ...scopeShape,
  q: z.optional(trimmedText(USER_NAME_MAX)),
  role: z.optional(z.enum(ROLE_CODES)),
  active: z.optional(z.boolean()),
  limit: z.optional(z.int().check(z.minimum(1), z.maximum(USER_PAGE_MAX))),
  after: z.optional(userCursorSchema),
});
export const userListData = z.object({ rows: z.array(userRowSchema), total: z.int(), next: z.nullable(userCursorSchema) });

export const userGetRequest = z.strictObject({ tokenSesion: tokenSesionSchema, userId: idSchema });
export const userData = z.object({ user: userRowSchema });

/**
 * `/User/Save`: creates a user (no `userId`; a link to choose a password is mailed) or edits one (`baseVersion`
 * required). `empresaId` is the user's company (SA only names one); `warehouseId` is required for PK, DE and CA;
 * `storeId` is the optional home store. Both belong to the user's company.
 */
export const userSaveRequest = z.strictObject({
  tokenSesion: tokenSesionSchema,
  empresaId: z.optional(idSchema),
  userId: z.optional(idSchema),
  nombre: nameSchema,
  email: emailSchema,
  role: z.enum(ROLE_CODES),
  warehouseId: z.nullable(idSchema),
  storeId: z.nullable(idSchema),
  baseVersion: z.optional(z.int().check(z.minimum(1))),
  mutationId: mutationIdSchema,
});
export const userSaveData = z.object({ user: userRowSchema, created: z.boolean() });

/** `/User/SetDisabled`: disabling ends every session of the user at once; nobody disables themselves. */
export const userSetDisabledRequest = z.strictObject({
  tokenSesion: tokenSesionSchema,
  userId: idSchema,
  disabled: z.boolean(),
  baseVersion: z.optional(z.int().check(z.minimum(1))),
  mutationId: mutationIdSchema,
});

/** `/User/SendPasswordReset`: mails the user a link to choose a new password. */
export const userSendResetRequest = z.strictObject({ tokenSesion: tokenSesionSchema, userId: idSchema, mutationId: mutationIdSchema });
export const userSendResetData = z.object({ userId: z.int(), email: z.string() });

export const userHistoryRequest = z.strictObject({ tokenSesion: tokenSesionSchema, userId: idSchema, ...recordHistoryShape });
