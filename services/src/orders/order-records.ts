/**
 * Small helpers every order service shares: ids, the statuses a person may see, who may see an
 * order, and history entries. No I/O.
 */
import { VISIBLE_ORDER_STATUSES } from '@shop/contracts';
import mongoose from 'mongoose';
import { toObjectId } from '../common';
import type { OrderRow } from './order-answer';
import type { OrderHistoryRecord, StoredOrderStatus } from './schemas/order.schema';

/** Who is acting on an order. */
export interface OrderActorRef {
  id: string;
  role: 'customer' | 'admin';
  /** The account's name now (AuthenticatedUser's): kept on the history entries it writes. */
  name?: string;
}

/** The signed-in customer placing an order: the account's id and email are used, never the body's. */
export interface OrderingUser extends OrderActorRef {
  email: string;
}

/** Who made a change recorded in the history: a person, or the shop itself (`system`). */
export interface ChangeBy {
  userId?: string;
  role: 'customer' | 'admin' | 'system';
  /** The person's name at the time: history shows it, never the account id. */
  name?: string;
}

/** The statuses a person can see (pending and failed orders are internal). */
export const VISIBLE = [...VISIBLE_ORDER_STATUSES] as StoredOrderStatus[];

/** A query operator built by the code itself (never from a request): exempt from sanitizeFilter. */
export const trusted = <T>(operator: T): T => mongoose.trusted(operator) as T;

/** Orders belong to the account that placed them (userId), never to an email. */
export function mayAccess(row: OrderRow, user: OrderActorRef): boolean {
  return user.role === 'admin' || row.userId?.toHexString() === user.id.toLowerCase();
}

export function changeByOf(user: OrderActorRef): ChangeBy {
  return { userId: user.id, role: user.role, ...(user.name ? { name: user.name } : {}) };
}

/** Who made a change, as history entries and return steps store it: id, role and name then. */
export function actorFields(
  by: ChangeBy,
): Pick<OrderHistoryRecord, 'byUserId' | 'byRole' | 'byName'> {
  const byUserId = by.userId === undefined ? undefined : toObjectId(by.userId);
  const byName = by.role === 'system' ? undefined : by.name?.trim();
  return { ...(byUserId ? { byUserId } : {}), byRole: by.role, ...(byName ? { byName } : {}) };
}

export function historyEntry(
  status: StoredOrderStatus,
  by: ChangeBy,
  note?: string,
  at: Date = new Date(),
): OrderHistoryRecord {
  return { status, at, ...actorFields(by), ...(note ? { note } : {}) };
}

export function isDuplicateKey(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 11000;
}

/** A pending order older than this is finished or undone by recovery (a live request takes < 1 s). */
export const PENDING_ORDER_TIMEOUT_MS = 2 * 60_000;

export const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
